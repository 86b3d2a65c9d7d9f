import { ACCESS } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, pageOf } from '../../../test-support/fake-api';
import { ENTERPRISE_USER, PAGE_TEST_TIMEOUT, renderPage } from '../../../test-support/render-page';
import { attachToaster, type Notice } from '../../../ui/notice-queue';
import { WorkerQueryPage } from './worker-query-page';

afterEach(() => vi.unstubAllGlobals());

const ZHANG = {
  id: '50001',
  name: '张丽',
  gender: 'female',
  idCardMasked: '330212********0628',
  mobileMasked: '139****1746',
  employmentState: 'employed',
  workItems: ['A'],
  nearestValidTo: '2099-05-03',
};

describe('WorkerQueryPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('lists the masked numbers, asks with the URL filters and exports the same filters', async () => {
    const api = installFakeApi({ 'GET /api/v1/workers': () => pageOf([ZHANG]) });
    renderPage(<WorkerQueryPage />, { url: '/worker/query?workItem=A' });
    const table = await screen.findByTestId('worker-table');
    expect(within(table).getByText('330212********0628')).toBeTruthy();
    expect(within(table).getByText('139****1746')).toBeTruthy();
    expect(api.callsTo('/api/v1/workers')[0]?.url.searchParams.get('workItem')).toBe('A');
    expect(screen.getByTestId('export-button')).toBeTruthy();
  });

  it("refuses a bad ID card in the add dialog with the spec's message and sends nothing", async () => {
    const api = installFakeApi({ 'GET /api/v1/workers': () => pageOf([ZHANG]), 'POST /api/v1/workers': () => ({ status: 201, body: { id: '50021', state: 'employed' } }) });
    renderPage(<WorkerQueryPage />, { url: '/worker/query' });
    fireEvent.click(await screen.findByTestId('worker-add'));
    const dialog = await screen.findByTestId('worker-dialog');
    fireEvent.change(within(dialog).getByLabelText(/姓名/), { target: { value: '赵志强' } });
    fireEvent.change(within(dialog).getByLabelText(/身份证号码/), { target: { value: '3302121988' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(within(dialog).getByText('请输入正确的身份证号码')).toBeTruthy());
    expect(api.callsTo('/api/v1/workers').filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('adds a worker from the saved reference: says so, closes the dialog and reads the list again', async () => {
    const api = installFakeApi({
      'GET /api/v1/workers': () => pageOf([ZHANG]),
      'POST /api/v1/workers': () => ({ status: 201, body: { id: '50021', state: 'employed' } }),
    });
    const notices: Notice[] = [];
    const detach = attachToaster((notice) => notices.push(notice));
    try {
      renderPage(<WorkerQueryPage />, { url: '/worker/query' });
      fireEvent.click(await screen.findByTestId('worker-add'));
      const dialog = await screen.findByTestId('worker-dialog');
      fireEvent.change(within(dialog).getByLabelText(/姓名/), { target: { value: '赵志强' } });
      fireEvent.change(within(dialog).getByLabelText(/性别/), { target: { value: 'male' } });
      fireEvent.change(within(dialog).getByLabelText(/身份证号码/), { target: { value: '330212198801050714' } });
      fireEvent.change(within(dialog).getByLabelText(/手机号码/), { target: { value: '13655741209' } });
      const listReads = () => api.callsTo('/api/v1/workers').filter((call) => call.method === 'GET').length;
      const readsBefore = listReads();
      fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
      await waitFor(() => expect(screen.queryByTestId('worker-dialog')).toBeNull());
      expect(api.callsTo('/api/v1/workers').filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
        expect.objectContaining({ name: '赵志强', idCard: '330212198801050714' }),
      ]);
      expect(notices).toContainEqual({ type: 'success', title: '保存成功' });
      await waitFor(() => expect(listReads()).toBeGreaterThan(readsBefore));
    } finally {
      detach();
    }
  });

  it('offers no add, edit or delete to a role that may only look', async () => {
    installFakeApi({ 'GET /api/v1/workers': () => pageOf([ZHANG]) });
    renderPage(<WorkerQueryPage />, { url: '/worker/query', user: { ...ENTERPRISE_USER, menuIds: [ACCESS.workerView] } });
    await screen.findByTestId('worker-table');
    expect(screen.queryByTestId('worker-add')).toBeNull();
    expect(screen.queryByText('删除')).toBeNull();
  });
});
