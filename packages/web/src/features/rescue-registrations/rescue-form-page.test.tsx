import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Attachment, RescueRegistration } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, pageOf } from '../../test-support/fake-api';
import { PAGE_TEST_TIMEOUT, renderPage } from '../../test-support/render-page';
import { RescueFormPage } from './rescue-form-page';
import { RescueViewPage } from './rescue-view-page';
import { tagSpy } from '../../test-support/page-tag-spy';

afterEach(() => vi.unstubAllGlobals());

/** The unit's elevator as the equipment list answers it (the form's choices). */
const ELEVATOR_SUMMARY = { id: 'eq-yl-1', name: '1号客梯', registerCode: '31103302122021080045', unitInternalNo: 'KT-01' };

const file = (id: string, fileName: string): Attachment => ({
  id,
  fileName,
  contentType: 'image/jpeg',
  size: 81920,
  refType: 'rescue-registration',
  refId: 'rc-1',
  uploadedAt: '2026-11-21 19:05:00',
});

const KEPT = file('att-scene', '救援现场照片.jpg');
const ADDED = file('att-record', '救援记录单.jpg');

const RESCUE: RescueRegistration = {
  id: 'rc-1',
  registerCode: ELEVATOR_SUMMARY.registerCode,
  equipmentName: ELEVATOR_SUMMARY.name,
  place: '悦澜酒店 1 号楼 1 号客梯',
  alarmAt: '2026-11-21 18:20:00',
  reporter: '李明',
  reporterPhone: '13805741234',
  trappedCount: 2,
  arrivedAt: '2026-11-21 18:38:00',
  releasedAt: null,
  rescuers: '王强、赵磊',
  faultDescription: '电梯停在 5 层与 6 层之间',
  faultCause: 'equipment',
  casualties: '无',
  result: '',
  arrivalMinutes: 18,
  arrivalLate: false,
  attachmentIds: [KEPT.id],
};

describe('RescueFormPage attachments', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('offers the uploader with 手机上传, keeps the registration\'s files and saves every attachment id', async () => {
    const api = installFakeApi({
      'GET /api/v1/rescue-registrations/:id': () => ({ body: RESCUE }),
      'GET /api/v1/attachments': () => ({ body: [KEPT] }),
      'POST /api/v1/attachments': () => ({ status: 201, body: ADDED }),
      'PUT /api/v1/rescue-registrations/:id': () => ({ body: { ...RESCUE, attachmentIds: [KEPT.id, ADDED.id] } }),
      'GET /api/v1/equipment': () => pageOf([ELEVATOR_SUMMARY]),
    });
    const tag = tagSpy();
    renderPage(tag.wrap(<RescueFormPage />), { url: '/rescue/form?id=rc-1' });
    const form = await screen.findByTestId('rescue-form');
    expect(tag.title()).toBe('编辑·1号客梯 2026-11-21');
    expect(within(form).getByText('现场照片/救援记录')).toBeTruthy();
    const uploader = within(form).getByTestId('attachment-uploader');
    expect(within(uploader).getByTestId('attachment-mobile').textContent).toContain('手机上传');
    expect(await within(uploader).findByText(KEPT.fileName)).toBeTruthy();
    expect(api.callsTo('/api/v1/attachments')[0]?.url.searchParams.get('refType')).toBe('rescue-registration');

    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], ADDED.fileName, { type: 'image/jpeg' });
    fireEvent.change(within(uploader).getByTestId('attachment-input'), { target: { files: [photo] } });
    expect(await within(uploader).findByText(ADDED.fileName)).toBeTruthy();

    fireEvent.click(screen.getByTestId('save'));
    await waitFor(() => expect(api.callsTo('/api/v1/rescue-registrations/rc-1').filter((call) => call.method === 'PUT')).toHaveLength(1));
    const put = api.callsTo('/api/v1/rescue-registrations/rc-1').find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({ registerCode: RESCUE.registerCode, trappedCount: 2, attachmentIds: [KEPT.id, ADDED.id] });
  });

  it('lists the files on the detail for download', async () => {
    installFakeApi({
      'GET /api/v1/rescue-registrations/:id': () => ({ body: RESCUE }),
      'GET /api/v1/attachments': () => ({ body: [KEPT] }),
    });
    const tag = tagSpy();
    renderPage(tag.wrap(<RescueViewPage />), { url: '/company-service/rescue-registration-view?id=rc-1' });
    const files = await screen.findByTestId('rescue-attachments');
    expect(tag.title()).toBe('救援登记详情·1号客梯 2026-11-21');
    expect(await within(files).findByText(KEPT.fileName)).toBeTruthy();
    expect(within(files).getByRole('button', { name: /下载/ })).toBeTruthy();
  });
});
