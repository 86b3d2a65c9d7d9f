import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Attachment, FaultRegistration } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, pageOf } from '../../test-support/fake-api';
import { PAGE_TEST_TIMEOUT, renderPage } from '../../test-support/render-page';
import { FaultFormPage } from './fault-form-page';
import { FaultViewPage } from './fault-view-page';
import { tagSpy } from '../../test-support/page-tag-spy';

afterEach(() => vi.unstubAllGlobals());

/** The unit's elevator as the equipment list answers it (the form's choices). */
const ELEVATOR_SUMMARY = { id: 'eq-yl-1', name: '1号客梯', registerCode: '31103302122021080045', unitInternalNo: 'KT-01' };

const file = (id: string, fileName: string): Attachment => ({
  id,
  fileName,
  contentType: 'image/png',
  size: 65536,
  refType: 'fault-registration',
  refId: 'ft-1',
  uploadedAt: '2026-11-22 10:15:00',
});

const KEPT = file('att-door', '层门故障照片.png');
const ADDED = file('att-part', '更换部件照片.png');

const FAULT: FaultRegistration = {
  id: 'ft-1',
  registerCode: ELEVATOR_SUMMARY.registerCode,
  equipmentName: ELEVATOR_SUMMARY.name,
  place: '悦澜酒店 1 号楼',
  faultAt: '2026-11-22 09:40:00',
  faultDescription: '3 层层门无法关闭',
  faultCause: 'equipment',
  handling: '',
  recoveredAt: null,
  handler: '',
  attachmentIds: [KEPT.id],
};

describe('FaultFormPage attachments', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('offers the uploader with 手机上传, keeps the registration\'s files and saves every attachment id', async () => {
    const api = installFakeApi({
      'GET /api/v1/fault-registrations/:id': () => ({ body: FAULT }),
      'GET /api/v1/attachments': () => ({ body: [KEPT] }),
      'POST /api/v1/attachments': () => ({ status: 201, body: ADDED }),
      'PUT /api/v1/fault-registrations/:id': () => ({ body: { ...FAULT, attachmentIds: [KEPT.id, ADDED.id] } }),
      'GET /api/v1/equipment': () => pageOf([ELEVATOR_SUMMARY]),
    });
    const tag = tagSpy();
    renderPage(tag.wrap(<FaultFormPage />), { url: '/fault/form?id=ft-1' });
    const form = await screen.findByTestId('fault-form');
    expect(tag.title()).toBe('编辑·1号客梯 2026-11-22');
    expect(within(form).getByText('故障照片')).toBeTruthy();
    const uploader = within(form).getByTestId('attachment-uploader');
    expect(within(uploader).getByTestId('attachment-mobile').textContent).toContain('手机上传');
    expect(await within(uploader).findByText(KEPT.fileName)).toBeTruthy();
    expect(api.callsTo('/api/v1/attachments')[0]?.url.searchParams.get('refType')).toBe('fault-registration');

    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], ADDED.fileName, { type: 'image/png' });
    fireEvent.change(within(uploader).getByTestId('attachment-input'), { target: { files: [photo] } });
    expect(await within(uploader).findByText(ADDED.fileName)).toBeTruthy();

    fireEvent.click(screen.getByTestId('save'));
    await waitFor(() => expect(api.callsTo('/api/v1/fault-registrations/ft-1').filter((call) => call.method === 'PUT')).toHaveLength(1));
    const put = api.callsTo('/api/v1/fault-registrations/ft-1').find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({ registerCode: FAULT.registerCode, attachmentIds: [KEPT.id, ADDED.id] });
  });

  it('lists the files on the detail for download', async () => {
    installFakeApi({
      'GET /api/v1/fault-registrations/:id': () => ({ body: FAULT }),
      'GET /api/v1/attachments': () => ({ body: [KEPT] }),
    });
    const tag = tagSpy();
    renderPage(tag.wrap(<FaultViewPage />), { url: '/company-service/fault-registration-view?id=ft-1' });
    const files = await screen.findByTestId('fault-attachments');
    expect(tag.title()).toBe('故障登记详情·1号客梯 2026-11-22');
    expect(await within(files).findByText(KEPT.fileName)).toBeTruthy();
    expect(within(files).getByRole('button', { name: /下载/ })).toBeTruthy();
  });
});
