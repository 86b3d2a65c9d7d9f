import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Attachment, MaintenanceProjectDetail } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, pageOf } from '../../test-support/fake-api';
import { PAGE_TEST_TIMEOUT, renderPage } from '../../test-support/render-page';
import { MaintenanceProjectFormPage } from './maintenance-project-form-page';
import { MaintenanceProjectViewPage } from './maintenance-project-view-page';
import { tagSpy } from '../../test-support/page-tag-spy';

afterEach(() => vi.unstubAllGlobals());

/** The unit's elevator as the equipment list answers it (the form's choices). */
const ELEVATOR_SUMMARY = { id: 'eq-yl-1', name: '1号客梯', registerCode: '31103302122021080045', unitInternalNo: 'KT-01' };

const file = (id: string, fileName: string): Attachment => ({
  id,
  fileName,
  contentType: 'application/pdf',
  size: 4096,
  refType: 'maintenance-project',
  refId: 'mp-1',
  uploadedAt: '2026-11-18 14:10:00',
});

const KEPT = file('att-license', '施工单位许可证.pdf');
const ADDED = file('att-notice', '施工告知书.pdf');

const RETURNED: MaintenanceProjectDetail = {
  id: 'mp-1',
  applicationNo: 'WBXM20261118001',
  kind: 'modification',
  equipment: [{ equipmentId: ELEVATOR_SUMMARY.id, registerCode: ELEVATOR_SUMMARY.registerCode, equipmentName: ELEVATOR_SUMMARY.name }],
  constructionUnit: '宁波甬安电梯工程有限公司',
  licenseNo: 'TS3133001-2027',
  noticeDate: '2026-11-18',
  plannedCompletionDate: '2026-12-20',
  state: 'returned',
  appliedAt: '2026-11-18 14:20:00',
  opinion: '请补充施工告知书',
  unitName: '宁波悦澜酒店管理有限公司',
  content: '更换曳引机及控制柜',
  history: [],
  attachmentIds: [KEPT.id],
};

describe('MaintenanceProjectFormPage attachments', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('offers the uploader, keeps the returned notice\'s files and submits every attachment id', async () => {
    const api = installFakeApi({
      'GET /api/v1/maintenance-projects/:id': () => ({ body: RETURNED }),
      'GET /api/v1/attachments': () => ({ body: [KEPT] }),
      'POST /api/v1/attachments': () => ({ status: 201, body: ADDED }),
      'PUT /api/v1/maintenance-projects/:id': () => ({ body: { ...RETURNED, state: 'submitted' } }),
      'GET /api/v1/equipment': () => pageOf([ELEVATOR_SUMMARY]),
    });
    const tag = tagSpy();
    renderPage(tag.wrap(<MaintenanceProjectFormPage />), { url: '/maintenance-project/form?id=mp-1' });
    const form = await screen.findByTestId('maintenance-project-form');
    expect(tag.title()).toBe('编辑·WBXM20261118001');
    expect(within(form).getByText('施工许可证及告知材料')).toBeTruthy();
    const uploader = within(form).getByTestId('attachment-uploader');
    expect(within(uploader).getByTestId('attachment-mobile').textContent).toContain('手机上传');
    expect(await within(uploader).findByText(KEPT.fileName)).toBeTruthy();
    expect(api.callsTo('/api/v1/attachments')[0]?.url.searchParams.get('refType')).toBe('maintenance-project');

    const pdf = new File(['%PDF-1.4 notice'], ADDED.fileName, { type: 'application/pdf' });
    fireEvent.change(within(uploader).getByTestId('attachment-input'), { target: { files: [pdf] } });
    expect(await within(uploader).findByText(ADDED.fileName)).toBeTruthy();

    fireEvent.click(screen.getByTestId('submit'));
    await waitFor(() => expect(api.callsTo('/api/v1/maintenance-projects/mp-1').filter((call) => call.method === 'PUT')).toHaveLength(1));
    const put = api.callsTo('/api/v1/maintenance-projects/mp-1').find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({ commit: true, licenseNo: 'TS3133001-2027', attachmentIds: [KEPT.id, ADDED.id] });
  });

  it('lists the files on the detail for download', async () => {
    installFakeApi({
      'GET /api/v1/maintenance-projects/:id': () => ({ body: { ...RETURNED, attachmentIds: [KEPT.id, ADDED.id] } }),
      'GET /api/v1/attachments': () => ({ body: [KEPT, ADDED] }),
    });
    const tag = tagSpy();
    renderPage(tag.wrap(<MaintenanceProjectViewPage />), { url: '/company-service/maintenance-pro-view?id=mp-1' });
    const files = await screen.findByTestId('maintenance-project-attachments');
    expect(tag.title()).toBe('维保项目申请详情·WBXM20261118001');
    expect(await within(files).findByText(KEPT.fileName)).toBeTruthy();
    expect(within(files).getAllByRole('button', { name: /下载/ })).toHaveLength(2);
  });
});
