import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../../test-support/fake-api';
import { PAGE_TEST_TIMEOUT, renderPage, VIEW_ONLY_USER } from '../../../test-support/render-page';
import { UseRegistrationDetailPage } from './use-registration-detail-page';
import { tagSpy } from '../../../test-support/page-tag-spy';

afterEach(() => vi.unstubAllGlobals());

const REGISTRATION = {
  id: 'ur-1',
  applicationNo: 'SYDJ2024050001',
  kind: 'first_use',
  categoryCode: '3000',
  equipmentName: '1号客梯',
  registerCode: '31103302122021080045',
  useCertNo: null,
  state: 'returned',
  submittedAt: '2024-05-06 10:00:00',
  updatedAt: '2024-05-07 15:00:00',
  equipmentId: 'eq-yl-1',
  subTypeCode: '3110',
  deviceCode: '',
  model: 'GeN2-MR 1000',
  productNo: '',
  manufacturer: '宁波奥的斯电梯有限公司',
  installer: '',
  supervisionInstitute: '宁波市特种设备检验研究院',
  unitName: '宁波悦澜酒店管理有限公司',
  creditCode: '91330212MA2H3K4L5P',
  unitAddress: '鄞州区天童南路 588 号',
  unitInternalNo: 'KT-01',
  usePlace: '鄞州区天童南路 588 号 1 号楼',
  areaCode: '330212',
  useDate: '2021-09-01',
  safetyManager: '陈海燕',
  safetyManagerMobile: '13805740001',
  propertyUnit: '',
  maintenanceUnit: '宁波甬安电梯工程有限公司',
  inspectionInstitute: '',
  inspectionReportNo: '',
  inspectionConclusion: null,
  nextCheckDate: null,
  declarationAccepted: true,
  opinion: '缺少监督检验证明，请补正',
  history: [
    { state: 'draft', stateLabel: '草稿', at: '2024-05-05 09:00:00', operator: '陈海燕', remark: null },
    { state: 'submitted', stateLabel: '已提交', at: '2024-05-06 10:00:00', operator: '陈海燕', remark: null },
    { state: 'returned', stateLabel: '退回补正', at: '2024-05-07 15:00:00', operator: '李审核', remark: '缺少监督检验证明' },
  ],
  attachments: [
    { id: 'att-1', fileName: '使用登记表.pdf', contentType: 'application/pdf', size: 204800, refType: 'use-registration', refId: 'ur-1', uploadedAt: '2024-05-05 09:10:00' },
  ],
};

describe('UseRegistrationDetailPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('shows the progress with the return and the steps ahead, and the materials', async () => {
    installFakeApi({ 'GET /api/v1/use-registrations/:id': () => ({ body: REGISTRATION }) });
    const tag = tagSpy();
    renderPage(tag.wrap(<UseRegistrationDetailPage />), { url: '/use-record/detail?id=ur-1' });
    const timeline = await screen.findByTestId('state-timeline');
    expect(tag.title()).toBe('使用登记详情·SYDJ2024050001');
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('data-status'))).toEqual(['done', 'done', 'current', 'pending', 'pending', 'pending', 'pending']);
    expect(within(timeline).getByText('缺少监督检验证明')).toBeTruthy();
    expect(within(screen.getByTestId('attachment-list')).getByText('使用登记表.pdf')).toBeTruthy();
    expect(screen.getByRole('link', { name: /修改申请/ }).getAttribute('href')).toBe('/use-record/apply?id=ur-1');
    expect(screen.getByRole('link', { name: /流转日志/ }).getAttribute('href')).toBe('/flowLog-single?type=use-registration&id=ur-1');
  });

  it('offers no changes to a role that may only look', async () => {
    installFakeApi({ 'GET /api/v1/use-registrations/:id': () => ({ body: REGISTRATION }) });
    renderPage(<UseRegistrationDetailPage />, { url: '/use-record/detail?id=ur-1', user: VIEW_ONLY_USER });
    await screen.findByTestId('state-timeline');
    expect(screen.queryByRole('link', { name: /修改申请/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /删除/ })).toBeNull();
  });
});
