import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, pageOf } from '../../test-support/fake-api';
import { APPROVER_USER, INSTITUTE_USER, PAGE_TEST_TIMEOUT, renderPage } from '../../test-support/render-page';
import { DashboardPage } from './dashboard-page';

afterEach(() => vi.unstubAllGlobals());

const STATISTICS = {
  total: 4,
  overdue: 1,
  inspectionDue: 2,
  unqualified: 0,
  nonUse: 0,
  aboutToExpire: 0,
  byCategory: [{ categoryCode: '3000', categoryName: '电梯', total: 4, inUse: 4, overdue: 1, inspectionDue: 2, unqualified: 0 }],
};

describe('DashboardPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('shows an enterprise what needs attention, each figure linking to its list', async () => {
    installFakeApi({
      'GET /api/v1/dashboard/statistics': () => ({ body: STATISTICS }),
      'GET /api/v1/dashboard/overview': () => ({ body: { items: [], pending: { inspectionApplications: 0, useRegistrations: 2, awaitingPayment: 1 } } }),
      'GET /api/v1/notices': () => pageOf([{ id: 'n1', title: '关于开展电梯安全专项检查的通知', publisher: '宁波市特种设备检验研究院', publishedAt: '2024-05-01 09:00:00', top: true }]),
      'GET /api/v1/unit': () => ({ status: 501, body: { type: 'x', title: '尚未实现', status: 501 } }),
    });
    renderPage(<DashboardPage />, { url: '/home' });
    const overdue = await screen.findByTestId('desk-card-overdue');
    expect(within(overdue).getByText('1')).toBeTruthy();
    expect(overdue.getAttribute('href')).toBe('/equipment/query-timeout');
    expect((await screen.findByTestId('desk-card-useRegistrations')).getAttribute('href')).toBe('/use-record/query');
    expect(screen.getByTestId('desk-card-inspectionDue').getAttribute('href')).toBe('/equipment/query-detectDueList');
    expect((await screen.findByRole('link', { name: '关于开展电梯安全专项检查的通知' })).getAttribute('href')).toBe('/notice/detail?id=n1');
    expect(screen.getByRole('img', { name: '设备检验状态' })).toBeTruthy();
  });

  it('shows institute staff the registrations, resets and inspection applications waiting for them', async () => {
    const api = installFakeApi({
      'GET /api/v1/inspection-processing': () =>
        pageOf(
          [
            {
              id: '60021',
              applicationNo: 'BJ2026112390021',
              kind: 'periodic',
              state: 'paid',
              equipmentCount: 1,
              categoryCodes: ['1000'],
              wishedDate: null,
              submittedAt: '2026-11-24 05:33:00',
              fee: 800,
              paymentState: 'paid',
              unitName: '宁波镇海宏泰化工有限公司',
            },
          ],
          4,
        ),
      'GET /api/v1/account-registrations': () =>
        pageOf([{ id: 'reg-1', unitName: '宁波甬仑精工机械有限公司', creditCode: '', areaCode: '330206', contactPerson: '王建国', mobileMasked: '138****0001', loginName: 'yonglun', state: 'pending', submittedAt: '2024-05-08 10:00:00', auditedAt: null, auditor: null, opinion: null }], 3),
      'GET /api/v1/password-reset-applications': () => pageOf([], 0),
      'GET /api/v1/notices': () => pageOf([]),
      'GET /api/v1/dashboard/institute': () => ({ body: { registrationsWaiting: 3, resetsWaiting: 0, decidedToday: 2 } }),
    });
    renderPage(<DashboardPage />, { url: '/home', user: INSTITUTE_USER });
    const figures = await screen.findByTestId('desk-figures');
    expect(within(figures).getByTestId('desk-card-registrationsWaiting').getAttribute('href')).toBe('/account/check');
    expect(within(within(figures).getByTestId('desk-card-decidedToday')).getByText('2')).toBeTruthy();
    const registrations = await screen.findByTestId('desk-registrations');
    expect(within(registrations).getByRole('link', { name: '宁波甬仑精工机械有限公司' }).getAttribute('href')).toBe('/account/register-detail?id=reg-1');
    expect(within(registrations).getByText('3')).toBeTruthy();
    expect(api.callsTo('/api/v1/account-registrations')[0]?.url.searchParams.get('state')).toBe('pending');
    expect(api.callsTo('/api/v1/dashboard/statistics')).toHaveLength(0);
    const applications = await screen.findByTestId('desk-applications');
    expect(within(applications).getByRole('link', { name: '宁波镇海宏泰化工有限公司' }).getAttribute('href')).toBe('/inspection-review/application-detail?id=60021');
    expect(within(applications).getByRole('link', { name: 'BJ2026112390021' }).getAttribute('href')).toBe('/inspection-review/application-detail?id=60021');
    expect(within(applications).getByText(/定期检验 · 已缴费/)).toBeTruthy();
    expect(within(applications).getByText('4')).toBeTruthy();
    expect(within(applications).getByRole('link', { name: '全部待审核' }).getAttribute('href')).toBe('/inspection-review/applications?awaitingInstitute=true');
    expect(api.callsTo('/api/v1/inspection-processing')[0]?.url.searchParams.get('awaitingInstitute')).toBe('true');
  });

  it('shows an approver its own queue and no account figures', async () => {
    const api = installFakeApi({
      'GET /api/v1/inspection-processing': () => pageOf([], 0),
      'GET /api/v1/notices': () => pageOf([]),
    });
    renderPage(<DashboardPage />, { url: '/home', user: APPROVER_USER });
    expect(await screen.findByTestId('desk-applications')).toBeTruthy();
    expect(screen.queryByTestId('desk-figures')).toBeNull();
    expect(screen.queryByTestId('desk-registrations')).toBeNull();
    expect(api.callsTo('/api/v1/dashboard/institute')).toHaveLength(0);
  });
});
