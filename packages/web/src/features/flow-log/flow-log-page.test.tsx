import { screen, within } from '@testing-library/react';
import { ACCESS } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../test-support/fake-api';
import { ENTERPRISE_USER, INSTITUTE_USER, PAGE_TEST_TIMEOUT, renderPage } from '../../test-support/render-page';
import { FlowLogPage } from './flow-log-page';

afterEach(() => vi.unstubAllGlobals());

const TERMINATION = {
  id: 't-1',
  applicationNo: 'TZ2024050003',
  type: 'scrap',
  equipment: [{ equipmentId: 'eq-1', registerCode: '31103302122021080045', equipmentName: '1号客梯' }],
  reason: '设备老化',
  stopFrom: null,
  stopTo: null,
  handler: '陈海燕',
  state: 'approved',
  appliedAt: '2024-05-06 10:00:00',
  opinion: '同意',
  unitName: '宁波悦澜酒店管理有限公司',
  // Out of order on purpose: the log sorts by time.
  history: [
    { state: 'approved', stateLabel: '已通过', at: '2024-05-08 09:30:00', operator: '周审核', remark: '同意报废' },
    { state: 'submitted', stateLabel: '已提交', at: '2024-05-06 10:00:00', operator: '陈海燕', remark: null },
  ],
  attachmentIds: [],
};

describe('FlowLogPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it("prints a termination's history as a table, oldest first, with the current state", async () => {
    const api = installFakeApi({ 'GET /api/v1/terminations/:id': () => ({ body: TERMINATION }) });
    renderPage(<FlowLogPage />, { url: '/flowLog-single?type=termination&id=t-1' });
    const table = await screen.findByTestId('flow-log-table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['序号', '环节/状态', '处理人', '意见', '时间']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['1', '已提交', '陈海燕', '—', '2024-05-06 10:00'],
      ['2', '已通过', '周审核', '同意报废', '2024-05-08 09:30'],
    ]);
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('停用报废注销申请TZ2024050003');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('流转日志');
    expect(screen.getByTestId('flow-log-state').textContent).toBe('已通过');
    expect(screen.getByRole('button', { name: /打印/ })).toBeTruthy();
    expect(api.callsTo('/api/v1/terminations/t-1')).toHaveLength(1);
  });

  it('prints when 打印 is pressed', async () => {
    installFakeApi({ 'GET /api/v1/terminations/:id': () => ({ body: TERMINATION }) });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderPage(<FlowLogPage />, { url: '/flowLog-single?type=termination&id=t-1' });
    (await screen.findByRole('button', { name: /打印/ })).click();
    expect(print).toHaveBeenCalledOnce();
  });

  it("reads the institute's copy through the review endpoint", async () => {
    const api = installFakeApi({ 'GET /api/v1/termination-reviews/:id': () => ({ body: TERMINATION }) });
    renderPage(<FlowLogPage />, { url: '/flowLog-single?type=termination&id=t-1', user: INSTITUTE_USER });
    await screen.findByTestId('flow-log-table');
    expect(api.callsTo('/api/v1/termination-reviews/t-1')).toHaveLength(1);
    expect(api.callsTo('/api/v1/terminations/t-1')).toHaveLength(0);
  });

  it('says which parameters are missing and calls nothing', async () => {
    const api = installFakeApi({});
    renderPage(<FlowLogPage />, { url: '/flowLog-single' });
    const notice = await screen.findByTestId('flow-log-notice');
    expect(notice.textContent).toContain('缺少参数：type、id');
    expect(screen.queryByRole('button', { name: /打印/ })).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it('names the types it knows for an unknown type, and calls nothing', async () => {
    const api = installFakeApi({});
    renderPage(<FlowLogPage />, { url: '/flowLog-single?type=equipment&id=e-1' });
    const notice = await screen.findByTestId('flow-log-notice');
    expect(notice.textContent).toContain('不支持的记录类型“equipment”');
    expect(notice.textContent).toContain('inspection-application、use-registration、termination、maintenance-project');
    expect(api.calls).toHaveLength(0);
  });

  it('tells a role without the access id that it may not view the record, without a call', async () => {
    const api = installFakeApi({});
    renderPage(<FlowLogPage />, { url: '/flowLog-single?type=use-registration&id=u-1', user: { ...ENTERPRISE_USER, menuIds: [ACCESS.equipmentView] } });
    const notice = await screen.findByTestId('flow-log-notice');
    expect(notice.textContent).toBe('当前角色无权查看该使用登记申请的流转日志。');
    expect(api.calls).toHaveLength(0);
  });

  it("shows the kit's empty state for a record that is not there or another unit's", async () => {
    installFakeApi({
      'GET /api/v1/maintenance-projects/:id': () => ({ status: 404, body: { type: 'about:blank', title: '未找到', status: 404, detail: '维保项目申请不存在或无权查看' } }),
    });
    renderPage(<FlowLogPage />, { url: '/flowLog-single?type=maintenance-project&id=other' });
    const empty = await screen.findByTestId('empty-state');
    expect(empty.textContent).toContain('维保项目申请不存在或无权查看');
    expect(screen.queryByTestId('flow-log-table')).toBeNull();
  });
});
