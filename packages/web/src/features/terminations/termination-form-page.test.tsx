import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Attachment, TerminationDetail } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, pageOf } from '../../test-support/fake-api';
import { INSTITUTE_USER, PAGE_TEST_TIMEOUT, renderPage } from '../../test-support/render-page';
import { TerminationFormPage } from './termination-form-page';
import { TerminationViewPage } from './termination-view-page';
import { tagSpy } from '../../test-support/page-tag-spy';

afterEach(() => vi.unstubAllGlobals());

/** The unit's elevator as the equipment list answers it (the form's choices). */
const ELEVATOR_SUMMARY = { id: 'eq-yl-1', name: '1号客梯', registerCode: '31103302122021080045', unitInternalNo: 'KT-01' };

const file = (id: string, fileName: string): Attachment => ({
  id,
  fileName,
  contentType: 'application/pdf',
  size: 2048,
  refType: 'termination',
  refId: 't-1',
  uploadedAt: '2026-11-20 09:30:00',
});

const KEPT = file('att-kept', '报废鉴定报告.pdf');
const ADDED = file('att-added', '使用登记证交回照片.pdf');

const DRAFT: TerminationDetail = {
  id: 't-1',
  applicationNo: 'TYBF20261120001',
  type: 'scrapped',
  equipment: [{ equipmentId: ELEVATOR_SUMMARY.id, registerCode: ELEVATOR_SUMMARY.registerCode, equipmentName: ELEVATOR_SUMMARY.name }],
  reason: '设备老化，经鉴定予以报废',
  stopFrom: null,
  stopTo: null,
  handler: '陈海燕',
  state: 'draft',
  appliedAt: null,
  opinion: null,
  unitName: '宁波悦澜酒店管理有限公司',
  history: [],
  attachmentIds: [KEPT.id],
};

describe('TerminationFormPage attachments', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('offers the uploader with 手机上传, keeps the draft\'s files and saves every attachment id', async () => {
    const api = installFakeApi({
      'GET /api/v1/terminations/:id': () => ({ body: DRAFT }),
      'GET /api/v1/attachments': () => ({ body: [KEPT] }),
      'POST /api/v1/attachments': () => ({ status: 201, body: ADDED }),
      'PUT /api/v1/terminations/:id': () => ({ body: { ...DRAFT, attachmentIds: [KEPT.id, ADDED.id] } }),
      'GET /api/v1/equipment': () => pageOf([ELEVATOR_SUMMARY]),
    });
    const tag = tagSpy();
    renderPage(tag.wrap(<TerminationFormPage />), { url: '/termination/form?id=t-1' });
    const form = await screen.findByTestId('termination-form');
    expect(tag.title()).toBe('编辑·TYBF20261120001');
    expect(within(form).getByText('停用/报废证明材料')).toBeTruthy();
    const uploader = within(form).getByTestId('attachment-uploader');
    expect(within(uploader).getByTestId('attachment-mobile').textContent).toContain('手机上传');
    expect(await within(uploader).findByText(KEPT.fileName)).toBeTruthy();
    const listed = api.callsTo('/api/v1/attachments')[0]?.url.searchParams;
    expect(listed?.get('refType')).toBe('termination');
    expect(listed?.get('refId')).toBe('t-1');

    const pdf = new File(['%PDF-1.4 scrapping'], ADDED.fileName, { type: 'application/pdf' });
    fireEvent.change(within(uploader).getByTestId('attachment-input'), { target: { files: [pdf] } });
    expect(await within(uploader).findByText(ADDED.fileName)).toBeTruthy();
    const sent = api.callsTo('/api/v1/attachments').find((call) => call.method === 'POST')?.body as FormData;
    expect(sent.get('refType')).toBe('termination');
    expect(sent.get('refId')).toBe('t-1');

    fireEvent.click(screen.getByTestId('save-draft'));
    await waitFor(() => expect(api.callsTo('/api/v1/terminations/t-1').filter((call) => call.method === 'PUT')).toHaveLength(1));
    const put = api.callsTo('/api/v1/terminations/t-1').find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({ commit: false, type: 'scrapped', attachmentIds: [KEPT.id, ADDED.id] });
  });

  it('lists the files on the detail, and tells the institute how many it cannot open', async () => {
    installFakeApi({
      'GET /api/v1/terminations/:id': () => ({ body: { ...DRAFT, attachmentIds: [KEPT.id, ADDED.id] } }),
      'GET /api/v1/attachments': () => ({ body: [KEPT, ADDED] }),
    });
    const tag = tagSpy();
    const view = renderPage(tag.wrap(<TerminationViewPage />), { url: '/company-service/termination-view?id=t-1' });
    const files = await screen.findByTestId('termination-attachments');
    expect(tag.title()).toBe('停用报废注销申请详情·TYBF20261120001');
    expect(await within(files).findByText(KEPT.fileName)).toBeTruthy();
    expect(within(files).getByText(ADDED.fileName)).toBeTruthy();
    expect(within(files).getAllByRole('button', { name: /下载/ })).toHaveLength(2);
    view.unmount();

    // The institute reads the unit's files of an application it reviews (docs/attachments.md).
    vi.unstubAllGlobals();
    installFakeApi({
      'GET /api/v1/terminations/:id': () => ({ body: { ...DRAFT, attachmentIds: [KEPT.id, ADDED.id] } }),
      'GET /api/v1/attachments': () => ({ body: [KEPT, ADDED] }),
    });
    renderPage(<TerminationViewPage />, { url: '/termination/view?id=t-1', user: INSTITUTE_USER });
    const reviewed = await screen.findByTestId('termination-attachments');
    expect(await within(reviewed).findByText(KEPT.fileName)).toBeTruthy();
    expect(within(reviewed).getAllByRole('button', { name: /下载/ })).toHaveLength(2);
  });
});
