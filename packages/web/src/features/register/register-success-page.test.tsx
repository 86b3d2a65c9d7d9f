import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAGE_TEST_TIMEOUT, renderPage } from '../../test-support/render-page';
import { RegisterSuccessPage } from './register-success-page';

describe('RegisterSuccessPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('shows the reference number the applicant quotes, not the internal id', async () => {
    renderPage(<RegisterSuccessPage />, { url: '/register-success?no=ZC20261129001&time=2026-11-29%2010:00:00' });
    const card = await screen.findByTestId('register-success');
    expect(card.textContent).toContain('受理编号：ZC20261129001');
    expect(card.textContent).toContain('2026-11-29 10:00:00');
  });
});
