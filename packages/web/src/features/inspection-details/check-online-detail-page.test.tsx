import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { message } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, pageOf } from '../../test-support/fake-api';
import { PAGE_TEST_TIMEOUT, renderPage, VIEW_ONLY_USER } from '../../test-support/render-page';
import { CheckOnlineDetailPage } from './check-online-detail-page';
import {
  APPLICATION,
  APPLICATION_ROUTES,
  INSPECTION,
  NOTICE_APPLICATION,
  NOTICE_INSPECTION,
  RECTIFICATION_FILE,
  RECTIFIED_APPLICATION,
  RECTIFIED_INSPECTION,
  REPORT,
} from './test-support/fixtures';
import { tagSpy } from '../../test-support/page-tag-spy';

const { createObjectURL, revokeObjectURL } = URL;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

const PAGE = '/company-service/check-online/detail?id=60004';
const RECTIFY = '/api/v1/inspection-applications/60004/rectification';
const CONTENT = RECTIFIED_INSPECTION.rectification!.content!;

/** The fake gateway while the opinion notice is open; the rectification answers with the rectified inspection. */
const NOTICE_ROUTES = {
  'GET /api/v1/inspection-applications/:id': () => ({ body: NOTICE_APPLICATION }),
  'GET /api/v1/inspection-applications/:id/inspection': () => ({ body: NOTICE_INSPECTION }),
  'POST /api/v1/inspection-applications/:id/rectification': () => ({ body: RECTIFIED_INSPECTION }),
};

describe('CheckOnlineDetailPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('shows the schedule and each item’s result, with the issued report’s files and the link to the item', async () => {
    const api = installFakeApi({
      ...APPLICATION_ROUTES,
      'GET /api/v1/reports': () => pageOf([{ ...REPORT, reportNo: `${REPORT.reportNo}-1` }, REPORT]),
    });
    const tag = tagSpy();
    renderPage(tag.wrap(<CheckOnlineDetailPage />), { url: PAGE });
    const schedule = await screen.findByTestId('check-online-schedule');
    expect(tag.title()).toBe('在线检验详情·BJ202605200004');
    expect(within(schedule).getByText('周工')).toBeTruthy();
    const rows = await screen.findAllByTestId('check-online-item');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('合格')).toBeTruthy();
    expect(within(rows[0]!).getByText('NBTJ-DT-2026-100001')).toBeTruthy();
    expect((await within(rows[0]!).findByTestId('report-file-LLDSJ')).textContent).toBe('检验报告');
    expect(within(rows[0]!).getByRole('link', { name: '3号客梯' }).getAttribute('href')).toBe('/company-service/set-detail?applicationId=60004&equipmentId=30103');
    expect(within(rows[1]!).queryByTestId('report-file-LLDSJ')).toBeNull();
    expect(api.callsTo('/api/v1/reports')[0]?.url.searchParams.get('reportNo')).toBe('NBTJ-DT-2026-100001');
    expect(screen.getByTestId('state-timeline')).toBeTruthy();
  });

  it('says when nothing is scheduled or recorded yet', async () => {
    installFakeApi({
      'GET /api/v1/inspection-applications/:id': () => ({ body: { ...APPLICATION, state: 'accepted' } }),
      'GET /api/v1/inspection-applications/:id/inspection': () => ({ body: { ...INSPECTION, schedule: null, checkDate: null, results: [] } }),
    });
    renderPage(<CheckOnlineDetailPage />, { url: PAGE });
    expect(await screen.findByTestId('not-scheduled')).toBeTruthy();
    expect(screen.getByTestId('no-results')).toBeTruthy();
  });

  it('shows the opinion notice with its deadline, the findings and each failed item’s notice file', async () => {
    const api = installFakeApi({
      ...NOTICE_ROUTES,
      'GET /api/v1/reports/:id/files/:reportType': () => ({ body: 'PDF', headers: { 'content-type': 'application/pdf' } }),
    });
    renderPage(<CheckOnlineDetailPage />, { url: PAGE });
    const notice = await screen.findByTestId('opinion-notice');
    expect(within(notice).getByTestId('opinion-notice-hint').textContent).toContain('整改期限（2026-07-03）');
    expect(within(notice).getByText(NOTICE_INSPECTION.resultRemark)).toBeTruthy();
    const files = within(notice).getAllByTestId('opinion-notice-file');
    expect(files).toHaveLength(1);
    expect(within(files[0]!).getByText('4号客梯')).toBeTruthy();
    // jsdom has no object URLs and does not navigate: the saved file is the anchor's click.
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:notice'), revokeObjectURL: vi.fn() });
    const save = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const download = within(files[0]!).getByTestId('report-file-YJTZS');
    expect(download.textContent).toBe('意见通知书');
    fireEvent.click(download);
    await waitFor(() => expect(save).toHaveBeenCalledOnce());
    expect(api.callsTo('/api/v1/reports/r-100002/files/YJTZS')).toHaveLength(1);
  });

  it('sends the rectification with the files uploaded for it', async () => {
    const api = installFakeApi({ ...NOTICE_ROUTES, 'POST /api/v1/attachments': () => ({ body: RECTIFICATION_FILE }) });
    renderPage(<CheckOnlineDetailPage />, { url: PAGE });
    const form = await screen.findByTestId('rectification-form');
    fireEvent.change(within(form).getByRole('textbox', { name: /整改情况/ }), { target: { value: CONTENT } });
    fireEvent.change(within(form).getByTestId('attachment-input'), {
      target: { files: [new File(['%PDF-1.7'], RECTIFICATION_FILE.fileName, { type: 'application/pdf' })] },
    });
    expect(await within(form).findByText(RECTIFICATION_FILE.fileName)).toBeTruthy();
    const uploaded = api.callsTo('/api/v1/attachments').find((call) => call.method === 'POST')?.body as FormData;
    // Loose until the rectification is sent, which links it: an abandoned upload is not evidence on the record.
    expect([uploaded.get('refType'), uploaded.get('refId')]).toEqual(['rectification', null]);
    fireEvent.click(within(form).getByTestId('rectification-submit'));
    await waitFor(() => expect(api.callsTo(RECTIFY)).toHaveLength(1));
    expect(api.callsTo(RECTIFY)[0]?.body).toEqual({ content: CONTENT, attachmentIds: [RECTIFICATION_FILE.id] });
    expect(await within(screen.getByTestId('opinion-notice')).findByText(CONTENT)).toBeTruthy();
    expect(screen.queryByTestId('rectification-form')).toBeNull();
  });

  it('asks for the rectification’s content and sends nothing without it', async () => {
    const api = installFakeApi(NOTICE_ROUTES);
    renderPage(<CheckOnlineDetailPage />, { url: PAGE });
    const form = await screen.findByTestId('rectification-form');
    fireEvent.click(within(form).getByTestId('rectification-submit'));
    expect(await within(form).findByText(message('required'))).toBeTruthy();
    expect(api.callsTo(RECTIFY)).toHaveLength(0);
  });

  it('shows the sent rectification read-only with its files', async () => {
    const api = installFakeApi({
      'GET /api/v1/inspection-applications/:id': () => ({ body: RECTIFIED_APPLICATION }),
      'GET /api/v1/inspection-applications/:id/inspection': () => ({ body: RECTIFIED_INSPECTION }),
      'GET /api/v1/attachments': () => ({ body: [RECTIFICATION_FILE] }),
    });
    renderPage(<CheckOnlineDetailPage />, { url: PAGE });
    const notice = await screen.findByTestId('opinion-notice');
    expect(within(notice).getByText(CONTENT)).toBeTruthy();
    expect(within(notice).getByText('陈海燕')).toBeTruthy();
    expect(within(notice).getByTestId('opinion-notice-hint').textContent).toBe('整改反馈已提交，等待检验机构安排复检。');
    expect(within(notice).queryByTestId('rectification-form')).toBeNull();
    expect(await within(screen.getByTestId('rectification-attachments')).findByText(RECTIFICATION_FILE.fileName)).toBeTruthy();
    expect(api.callsTo('/api/v1/attachments')[0]?.url.searchParams.get('refType')).toBe('rectification');
  });

  it('offers no rectification to a role that may only look', async () => {
    installFakeApi(NOTICE_ROUTES);
    renderPage(<CheckOnlineDetailPage />, { url: PAGE, user: VIEW_ONLY_USER });
    const notice = await screen.findByTestId('opinion-notice');
    expect(within(notice).getByText('2026-07-03')).toBeTruthy();
    expect(within(notice).queryByTestId('rectification-form')).toBeNull();
    expect(within(notice).queryByTestId('opinion-notice-file')).toBeNull();
  });

  it('shows another unit’s application as not found', async () => {
    installFakeApi({});
    renderPage(<CheckOnlineDetailPage />, { url: '/company-service/check-online/detail?id=60011' });
    expect(await screen.findByTestId('empty-state')).toBeTruthy();
    expect(screen.queryByTestId('check-online-head')).toBeNull();
  });

  it('asks nothing without an id and says that no record was named', async () => {
    const api = installFakeApi({});
    renderPage(<CheckOnlineDetailPage />, { url: '/company-service/check-online/detail' });
    expect(await screen.findByText('未指定要查看的记录，请从列表中打开')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});
