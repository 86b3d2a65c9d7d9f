import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAGE_TEST_TIMEOUT, renderPage } from '../test-support/render-page';
import { FlowLogLink } from './flow-log-link';

describe('FlowLogLink', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it("opens the record's circulation log in a new window without a handle back to this one", async () => {
    renderPage(<FlowLogLink type="maintenance-project" id="mp 1" />);
    const link = await screen.findByRole('link', { name: /流转日志/ });
    expect(link.getAttribute('href')).toBe('/flowLog-single?type=maintenance-project&id=mp%201');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
  });
});
