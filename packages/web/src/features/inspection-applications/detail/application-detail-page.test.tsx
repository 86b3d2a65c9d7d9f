import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InspectionApplicationDetail } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../../test-support/fake-api';
import { PAGE_TEST_TIMEOUT, renderPage, VIEW_ONLY_USER } from '../../../test-support/render-page';
import { InspectionApplicationDetailPage } from './application-detail-page';
import { RETURNED_APPLICATION } from './application-fixture';
import { tagSpy } from '../../../test-support/page-tag-spy';

afterEach(() => vi.unstubAllGlobals());

const APPLICATION = RETURNED_APPLICATION;

describe('InspectionApplicationDetailPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('shows the items with fees, the progress with the return, the opinion and the actions of a returned application', async () => {
    installFakeApi({ 'GET /api/v1/inspection-applications/:id': () => ({ body: APPLICATION }) });
    const tag = tagSpy();
    renderPage(tag.wrap(<InspectionApplicationDetailPage />), { url: '/company-service/online-apply-detail?id=60003' });
    const timeline = await screen.findByTestId('state-timeline');
    expect(tag.title()).toBe('报检详情·BJ2026111590003');
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.slice(0, 3).map((step) => step.getAttribute('data-status'))).toEqual(['done', 'done', 'current']);
    expect(steps.slice(3).every((step) => step.getAttribute('data-status') === 'pending')).toBe(true);
    expect(screen.getByTestId('application-opinion').textContent).toBe('请补充维保单位');
    expect(screen.getByTestId('application-fee').textContent).toBe('560.00');
    expect(within(screen.getByTestId('application-items')).getByText(/电梯定期检验费 560.00/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /修改/ }).getAttribute('href')).toBe('/company-service/online-apply-edit?id=60003');
    expect(screen.getByTestId('cancel-application')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /检验进度/ })).toBeNull();
    expect(screen.getByRole('link', { name: /流转日志/ }).getAttribute('href')).toBe('/flowLog-single?type=inspection-application&id=60003');
  });

  it('leads to the inspection once accepted, to each item and to the unit’s profile', async () => {
    installFakeApi({
      'GET /api/v1/inspection-applications/:id': () => ({ body: { ...APPLICATION, state: 'scheduled', paymentState: 'paid' } }),
      'GET /api/v1/unit': () => ({ body: { id: 'unit-yuelan', name: '宁波悦澜酒店管理有限公司' } }),
    });
    renderPage(<InspectionApplicationDetailPage />, { url: '/company-service/online-apply-detail?id=60003' });
    expect((await screen.findByRole('link', { name: /检验进度/ })).getAttribute('href')).toBe('/company-service/check-online/detail?id=60003');
    expect(within(screen.getByTestId('application-items')).getByRole('link', { name: '杂物电梯' }).getAttribute('href')).toBe(
      '/company-service/set-detail?applicationId=60003&equipmentId=30105',
    );
    expect((await screen.findByTestId('unit-link')).getAttribute('href')).toBe('/company-service/unit-detail');
  });

  it('sends a unit with an opinion notice to the inspection page to submit its rectification', async () => {
    installFakeApi({
      'GET /api/v1/inspection-applications/:id': () => ({ body: { ...APPLICATION, state: 'opinion_notice', paymentState: 'paid', opinion: null } }),
    });
    renderPage(<InspectionApplicationDetailPage />, { url: '/company-service/online-apply-detail?id=60003' });
    const hint = await screen.findByTestId('opinion-notice-hint');
    expect(hint.textContent).toContain('意见通知书');
    expect(within(hint).getByRole('link', { name: '查看意见通知书并提交整改反馈' }).getAttribute('href')).toBe('/company-service/check-online/detail?id=60003');
  });

  it('offers no changes to a role that may only look', async () => {
    installFakeApi({ 'GET /api/v1/inspection-applications/:id': () => ({ body: APPLICATION }) });
    renderPage(<InspectionApplicationDetailPage />, { url: '/company-service/online-apply-detail?id=60003', user: VIEW_ONLY_USER });
    await screen.findByTestId('state-timeline');
    expect(screen.queryByRole('link', { name: /修改/ })).toBeNull();
    expect(screen.queryByTestId('cancel-application')).toBeNull();
  });

  it('shows when the last authorisation link went out and counts down the cooldown on the button', async () => {
    installFakeApi({
      'GET /api/v1/inspection-applications/:id': () => ({ body: { ...APPLICATION, authLinkSentAt: '2026-11-29 10:15:30', authLinkWaitSeconds: 75 } }),
    });
    renderPage(<InspectionApplicationDetailPage />, { url: '/company-service/online-apply-detail?id=60003' });
    expect((await screen.findByTestId('auth-link-last-sent')).textContent).toBe('上次发送：2026-11-29 10:15');
    const button = screen.getByTestId('issue-auth-link') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.textContent).toMatch(/1:1[45] 后可再次发送/);
  });

  it('after sending, shows the new time and waits out the cooldown the answer gives', async () => {
    const api = installFakeApi({
      'GET /api/v1/inspection-applications/:id': () => ({ body: APPLICATION }),
      'POST /api/v1/inspection-applications/:id/auth-code': () => ({
        status: 201,
        body: { authCode: 'abc', link: '/onlineApply?authCode=abc', expiresAt: '2026-12-06 10:20:00', sentAt: '2026-11-29 10:20:00', resendAfterSeconds: 120 },
      }),
    });
    renderPage(<InspectionApplicationDetailPage />, { url: '/company-service/online-apply-detail?id=60003' });
    const button = (await screen.findByTestId('issue-auth-link')) as HTMLButtonElement;
    expect(screen.queryByTestId('auth-link-last-sent')).toBeNull();
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    expect((await screen.findByTestId('auth-link-last-sent')).textContent).toBe('上次发送：2026-11-29 10:20');
    await waitFor(() => expect((screen.getByTestId('issue-auth-link') as HTMLButtonElement).disabled).toBe(true));
    expect(screen.getByTestId('issue-auth-link').textContent).toMatch(/[12]:[0-5]\d 后可再次发送/);
    expect(api.callsTo('/api/v1/inspection-applications/60003/auth-code')).toHaveLength(1);
  });

  it('shows a changed fee and offers payment only after the unit accepts it', async () => {
    const changed: InspectionApplicationDetail = { ...APPLICATION, state: 'awaiting_payment', fee: 950.5, feeChange: { quotedFee: 800, reason: '需加做载荷试验', changedAt: '2026-11-29 09:00:00', acceptedAt: null } };
    let current = changed;
    const api = installFakeApi({
      'GET /api/v1/inspection-applications/:id': () => ({ body: current }),
      'POST /api/v1/inspection-applications/:id/fee-acceptance': () => {
        current = { ...changed, feeChange: { quotedFee: 800, reason: '需加做载荷试验', changedAt: '2026-11-29 09:00:00', acceptedAt: '2026-11-29 10:00:00' } };
        return { body: current };
      },
    });
    renderPage(<InspectionApplicationDetailPage />, { url: '/company-service/online-apply-detail?id=60003' });
    const card = await screen.findByTestId('fee-change');
    expect(within(card).getByText('检验机构调整了检验费用：800.00 元 → 950.50 元')).toBeTruthy();
    expect(within(card).getByText('调整原因：需加做载荷试验')).toBeTruthy();
    expect(screen.queryByText('去缴费')).toBeNull();
    fireEvent.click(within(card).getByTestId('accept-fee'));
    await waitFor(() => expect(api.callsTo('/api/v1/inspection-applications/60003/fee-acceptance')).toHaveLength(1));
    expect(await screen.findByText('去缴费')).toBeTruthy();
    expect(screen.queryByTestId('accept-fee')).toBeNull();
  });
});
