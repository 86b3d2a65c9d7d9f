import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { message } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tsr } from '../../api/client';
import { INSTITUTE_QUERY } from '../../api/queries/dashboard';
import { installFakeApi } from '../../test-support/fake-api';
import { INSTITUTE_USER, PAGE_TEST_TIMEOUT, renderPage } from '../../test-support/render-page';
import { RegistrationDetailPage } from './registration-detail-page';
import { tagSpy } from '../../test-support/page-tag-spy';

afterEach(() => vi.unstubAllGlobals());

/** The institute desk's figures, read beside the page as the desk would hold them. */
function DeskFigures() {
  tsr.dashboard.institute.useQuery(INSTITUTE_QUERY);
  return null;
}

const WAITING = {
  id: 'r1',
  referenceNo: 'ZC20261124001',
  unitName: '宁波海曙汇通电梯工程有限公司',
  creditCode: '91330203MA2GQ8XC93',
  areaCode: '330203',
  contactPerson: '周敏',
  mobileMasked: '139****0123',
  loginName: 'huitong_zm',
  state: 'pending',
  submittedAt: '2026-11-24 03:04:46',
  auditedAt: null,
  auditor: null,
  opinion: null,
  regAddress: '宁波市海曙区中山西路100号',
  businessAddress: '宁波市海曙区望春工业园区科创路8号',
  legalPerson: '李国强',
  contactPhone: '0574-87001234',
  email: 'zhoumin@example.com',
  postcode: '315000',
  fixedAssets: '5000000',
  foundDate: '2015-03-18',
  attachments: [],
  competing: [],
};

describe('RegistrationDetailPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('shows the application with the mobile masked and the area by name', async () => {
    installFakeApi({ 'GET /api/v1/account-registrations/:id': () => ({ body: WAITING }) });
    const tag = tagSpy();
    renderPage(tag.wrap(<RegistrationDetailPage />), { url: '/account/register-detail?id=r1', user: INSTITUTE_USER });
    const detail = await screen.findByTestId('registration-detail');
    expect(tag.title()).toBe('注册申请详情·宁波海曙汇通电梯工程有限公司');
    expect(within(detail).getByText('139****0123')).toBeTruthy();
    expect(within(detail).getByText('ZC20261124001')).toBeTruthy();
    expect(within(detail).getByText('浙江省 / 宁波市 / 海曙区')).toBeTruthy();
    expect(within(detail).getByText('待审核')).toBeTruthy();
    expect(screen.queryByTestId('registration-competing')).toBeNull();
  });

  it('shows the other applications for the same credit code beside it, and none when there are none', async () => {
    const squatter = { ...WAITING, id: 'r0', referenceNo: 'ZC20261123007', unitName: '冒名公司', loginName: 'squat_a', competing: undefined };
    installFakeApi({ 'GET /api/v1/account-registrations/:id': () => ({ body: { ...WAITING, competing: [{ ...squatter, state: 'expired' }] } }) });
    renderPage(<RegistrationDetailPage />, { url: '/account/register-detail?id=r1', user: INSTITUTE_USER });
    const competing = await screen.findByTestId('registration-competing');
    expect(within(competing).getByText('同一统一社会信用代码的其他申请')).toBeTruthy();
    expect(within(competing).getByText('冒名公司')).toBeTruthy();
    expect(within(competing).getByText('已失效')).toBeTruthy();
    expect(within(competing).getByRole('link', { name: 'ZC20261123007' }).getAttribute('href')).toContain('id=r0');
  });

  it('refuses a rejection without an opinion, with the spec message, and sends nothing', async () => {
    const api = installFakeApi({ 'GET /api/v1/account-registrations/:id': () => ({ body: WAITING }) });
    renderPage(<RegistrationDetailPage />, { url: '/account/register-detail?id=r1', user: INSTITUTE_USER });
    await screen.findByTestId('registration-detail');
    fireEvent.click(screen.getByTestId('audit-reject'));
    expect(await within(screen.getByTestId('audit-decision')).findByText(message('required'))).toBeTruthy();
    expect(api.callsTo('/api/v1/account-registrations/r1/rejection')).toHaveLength(0);
  });

  it('rejects with the opinion, then shows the recorded decision', async () => {
    const api = installFakeApi({
      'GET /api/v1/account-registrations/:id': () => ({ body: WAITING }),
      'POST /api/v1/account-registrations/:id/rejection': () => ({
        body: { ...WAITING, state: 'rejected', auditor: '陈审核', auditedAt: '2026-11-24 09:30:00', opinion: '营业执照不清晰' },
      }),
    });
    renderPage(<RegistrationDetailPage />, { url: '/account/register-detail?id=r1', user: INSTITUTE_USER });
    fireEvent.change(await screen.findByRole('textbox', { name: '审核意见' }), { target: { value: '营业执照不清晰' } });
    fireEvent.click(screen.getByTestId('audit-reject'));
    const record = await screen.findByTestId('audit-record');
    expect(within(record).getByText('陈审核')).toBeTruthy();
    expect(within(record).getByText('营业执照不清晰')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('/api/v1/account-registrations/r1/rejection')[0]?.body).toEqual({ opinion: '营业执照不清晰' }));
  });

  it('asks the institute desk for its figures again after a decision', async () => {
    const api = installFakeApi({
      'GET /api/v1/account-registrations/:id': () => ({ body: WAITING }),
      'POST /api/v1/account-registrations/:id/rejection': () => ({ body: { ...WAITING, state: 'rejected', auditor: '陈审核', auditedAt: '2026-11-24 09:30:00', opinion: '营业执照不清晰' } }),
      'GET /api/v1/dashboard/institute': () => ({ body: { registrationsWaiting: 1, resetsWaiting: null, decidedToday: 0 } }),
    });
    renderPage(<><RegistrationDetailPage /><DeskFigures /></>, { url: '/account/register-detail?id=r1', user: INSTITUTE_USER });
    fireEvent.change(await screen.findByRole('textbox', { name: '审核意见' }), { target: { value: '营业执照不清晰' } });
    await waitFor(() => expect(api.callsTo('/api/v1/dashboard/institute')).toHaveLength(1));
    fireEvent.click(screen.getByTestId('audit-reject'));
    await screen.findByTestId('audit-record');
    await waitFor(() => expect(api.callsTo('/api/v1/dashboard/institute')).toHaveLength(2));
  });
});
