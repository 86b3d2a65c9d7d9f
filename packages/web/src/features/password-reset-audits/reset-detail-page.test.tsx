import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { message } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tsr } from '../../api/client';
import { INSTITUTE_QUERY } from '../../api/queries/dashboard';
import { installFakeApi } from '../../test-support/fake-api';
import { INSTITUTE_USER, PAGE_TEST_TIMEOUT, renderPage } from '../../test-support/render-page';
import { ResetDetailPage } from './reset-detail-page';
import { tagSpy } from '../../test-support/page-tag-spy';

afterEach(() => vi.unstubAllGlobals());

/** The institute desk's figures, read beside the page as the desk would hold them. */
function DeskFigures() {
  tsr.dashboard.institute.useQuery(INSTITUTE_QUERY);
  return null;
}

const WAITING = {
  id: '60001',
  referenceNo: 'CZ20240508001',
  loginName: 'weak',
  name: '林晓东',
  unitName: '宁波甬仑精工机械有限公司',
  mobileMasked: '137****5520',
  reason: '原经办人离职，密码遗失',
  state: 'pending',
  submittedAt: '2024-05-08 10:00:00',
  auditedAt: null,
  auditor: null,
  opinion: null,
  attachments: [],
};

describe('ResetDetailPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('refuses a rejection without an opinion, with the spec message, and sends nothing', async () => {
    const api = installFakeApi({ 'GET /api/v1/password-reset-applications/:id': () => ({ body: WAITING }) });
    const tag = tagSpy();
    renderPage(tag.wrap(<ResetDetailPage />), { url: '/account/reset-password-detail?id=60001', user: INSTITUTE_USER });
    expect(await screen.findByText('137****5520')).toBeTruthy();
    expect(screen.getByText('CZ20240508001')).toBeTruthy();
    expect(tag.title()).toBe('密码重置详情·林晓东 weak');
    fireEvent.click(screen.getByTestId('audit-reject'));
    expect(await within(screen.getByTestId('audit-decision')).findByText(message('required'))).toBeTruthy();
    expect(api.callsTo('/api/v1/password-reset-applications/60001/audit')).toHaveLength(0);
  });

  it('approves, then shows the recorded decision', async () => {
    const api = installFakeApi({
      'GET /api/v1/password-reset-applications/:id': () => ({ body: WAITING }),
      'POST /api/v1/password-reset-applications/:id/audit': () => ({
        body: { ...WAITING, state: 'approved', auditor: '陈审核', auditedAt: '2024-05-09 09:30:00', opinion: '已电话核实' },
      }),
    });
    renderPage(<ResetDetailPage />, { url: '/account/reset-password-detail?id=60001', user: INSTITUTE_USER });
    const opinion = await screen.findByRole('textbox', { name: '审核意见' });
    fireEvent.change(opinion, { target: { value: '已电话核实' } });
    fireEvent.click(screen.getByTestId('audit-approve'));
    const record = await screen.findByTestId('audit-record');
    expect(within(record).getByText('陈审核')).toBeTruthy();
    expect(within(record).getByText('已通过')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('/api/v1/password-reset-applications/60001/audit')[0]?.body).toEqual({ approved: true, opinion: '已电话核实' }));
  });

  it('asks the institute desk for its figures again after a decision', async () => {
    const api = installFakeApi({
      'GET /api/v1/password-reset-applications/:id': () => ({ body: WAITING }),
      'POST /api/v1/password-reset-applications/:id/audit': () => ({ body: { ...WAITING, state: 'approved', auditor: '陈审核', auditedAt: '2024-05-09 09:30:00', opinion: '已电话核实' } }),
      'GET /api/v1/dashboard/institute': () => ({ body: { registrationsWaiting: null, resetsWaiting: 1, decidedToday: 0 } }),
    });
    renderPage(<><ResetDetailPage /><DeskFigures /></>, { url: '/account/reset-password-detail?id=60001', user: INSTITUTE_USER });
    fireEvent.change(await screen.findByRole('textbox', { name: '审核意见' }), { target: { value: '已电话核实' } });
    await waitFor(() => expect(api.callsTo('/api/v1/dashboard/institute')).toHaveLength(1));
    fireEvent.click(screen.getByTestId('audit-approve'));
    await screen.findByTestId('audit-record');
    await waitFor(() => expect(api.callsTo('/api/v1/dashboard/institute')).toHaveLength(2));
  });
});
