import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAGE_TEST_TIMEOUT, renderPage } from '../../test-support/render-page';
import { ResetSuccessPage } from './reset-success-page';

describe('ResetSuccessPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('shows the reference number the applicant quotes, not the internal id', async () => {
    renderPage(<ResetSuccessPage />, { url: '/resetSuccess?no=CZ20261129001' });
    expect((await screen.findByTestId('reset-success')).textContent).toContain('受理编号：CZ20261129001');
  });
});
