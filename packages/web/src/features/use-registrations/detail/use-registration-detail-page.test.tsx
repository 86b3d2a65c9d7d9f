import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../../test-support/fake-api';
import { PAGE_TEST_TIMEOUT, renderPage, VIEW_ONLY_USER } from '../../../test-support/render-page';
import { RETURNED_REGISTRATION as REGISTRATION } from '../test-support/fixtures';
import { UseRegistrationDetailPage } from './use-registration-detail-page';
import { tagSpy } from '../../../test-support/page-tag-spy';

afterEach(() => vi.unstubAllGlobals());

describe('UseRegistrationDetailPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('shows the progress with the return and the steps ahead, and the materials', async () => {
    installFakeApi({ 'GET /api/v1/use-registrations/:id': () => ({ body: REGISTRATION }) });
    const tag = tagSpy();
    renderPage(tag.wrap(<UseRegistrationDetailPage />), { url: '/use-record/detail?id=ur-1' });
    const timeline = await screen.findByTestId('state-timeline');
    expect(tag.title()).toBe('使用登记详情·SYDJ2024050001');
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('data-status'))).toEqual(['done', 'done', 'current', 'pending', 'pending', 'pending', 'pending']);
    expect(within(timeline).getByText('缺少监督检验证明')).toBeTruthy();
    expect(within(screen.getByTestId('attachment-list')).getByText('使用登记表.pdf')).toBeTruthy();
    expect(screen.getByRole('link', { name: /修改申请/ }).getAttribute('href')).toBe('/use-record/apply?id=ur-1');
    expect(screen.getByRole('link', { name: /流转日志/ }).getAttribute('href')).toBe('/flowLog-single?type=use-registration&id=ur-1');
  });

  it('offers no changes to a role that may only look', async () => {
    installFakeApi({ 'GET /api/v1/use-registrations/:id': () => ({ body: REGISTRATION }) });
    renderPage(<UseRegistrationDetailPage />, { url: '/use-record/detail?id=ur-1', user: VIEW_ONLY_USER });
    await screen.findByTestId('state-timeline');
    expect(screen.queryByRole('link', { name: /修改申请/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /删除/ })).toBeNull();
  });
});
