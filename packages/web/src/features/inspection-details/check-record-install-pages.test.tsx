import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, pageOf } from '../../test-support/fake-api';
import { PAGE_TEST_TIMEOUT, renderPage } from '../../test-support/render-page';
import { CheckInstallDetailPage } from './check-install-detail-page';
import { CheckRecordDetailPage } from './check-record-detail-page';
import { EQUIPMENT, INSPECTION, REPORT } from './test-support/fixtures';
import { tagSpy } from '../../test-support/page-tag-spy';

afterEach(() => vi.unstubAllGlobals());

const NOTICE = {
  id: 'c-1',
  equipmentId: '30103',
  categoryCode: '3000',
  equipmentName: '3号客梯',
  registerCode: '31103302122021080047',
  deviceCode: '',
  kind: 'installation',
  constructionUnit: '宁波甬江电梯工程有限公司',
  licenseNo: 'TS3133001-2027',
  noticeDate: '2026-04-01',
  plannedCompletionDate: '2026-05-15',
  usePlace: '悦澜酒店主楼',
  state: 'approved',
  updatedAt: '2026-04-02 10:00:00',
  remark: '',
  attachmentIds: [],
};

const SUPERVISION = {
  id: '60031',
  applicationNo: 'BJ202605160031',
  kind: 'supervision',
  state: 'report_issued',
  equipmentCount: 1,
  categoryCodes: ['3000'],
  wishedDate: null,
  submittedAt: '2026-05-16 09:00:00',
  fee: 1288,
  paymentState: 'paid',
};

describe('CheckRecordDetailPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('shows the named record with the file’s summary and the report’s files', async () => {
    installFakeApi({ 'GET /api/v1/equipment/:id': () => ({ body: EQUIPMENT }), 'GET /api/v1/reports': () => pageOf([REPORT]) });
    renderPage(<CheckRecordDetailPage />, { url: '/company-service/check-record/detail?equipmentId=30103&recordId=i-1' });
    const record = await screen.findByTestId('check-record');
    expect(within(record).getByText('NBTJ-DT-2026-100001')).toBeTruthy();
    expect(await within(record).findByTestId('report-file-LLDSJ')).toBeTruthy();
    expect(within(screen.getByTestId('equipment-summary')).getByText('悦澜酒店主楼')).toBeTruthy();
  });

  it('says so when the file has no such record, and asks nothing without the record id', async () => {
    installFakeApi({ 'GET /api/v1/equipment/:id': () => ({ body: EQUIPMENT }) });
    const { unmount } = renderPage(<CheckRecordDetailPage />, { url: '/company-service/check-record/detail?equipmentId=30103&recordId=i-9' });
    expect(await screen.findByText('该设备档案中没有这条检验记录')).toBeTruthy();
    unmount();
    const api = installFakeApi({});
    renderPage(<CheckRecordDetailPage />, { url: '/company-service/check-record/detail?equipmentId=30103' });
    expect(await screen.findByText('未指定要查看的记录，请从列表中打开')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});

describe('CheckInstallDetailPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('lists the supervision applications of the file with their result', async () => {
    const api = installFakeApi({
      'GET /api/v1/construction-records/:id': () => ({ body: NOTICE }),
      'GET /api/v1/inspection-applications': () => pageOf([SUPERVISION]),
      'GET /api/v1/inspection-applications/:id/inspection': () => ({ body: { ...INSPECTION, applicationId: '60031' } }),
      'GET /api/v1/reports': () => pageOf([REPORT]),
    });
    const tag = tagSpy();
    renderPage(tag.wrap(<CheckInstallDetailPage />), { url: '/company-service/check-install/detail?id=c-1' });
    const row = await screen.findByTestId('supervision-application');
    expect(tag.title()).toBe('安装检验详情·3号客梯 2026-04-01');
    expect(within(row).getByRole('link', { name: 'BJ202605160031' }).getAttribute('href')).toBe('/company-service/check-online/detail?id=60031');
    expect(await within(row).findByText('合格')).toBeTruthy();
    const query = api.callsTo('/api/v1/inspection-applications')[0]!.url.searchParams;
    expect([query.get('equipmentId'), query.get('kind')]).toEqual(['30103', 'supervision']);
  });

  it('offers to apply when there is no supervision application yet', async () => {
    installFakeApi({
      'GET /api/v1/construction-records/:id': () => ({ body: NOTICE }),
      'GET /api/v1/inspection-applications': () => pageOf([]),
    });
    renderPage(<CheckInstallDetailPage />, { url: '/company-service/check-install/detail?id=c-1' });
    expect(within(await screen.findByTestId('no-supervision')).getByText('尚未申请监督检验。')).toBeTruthy();
    expect(screen.getByRole('link', { name: /申请监督检验/ }).getAttribute('href')).toBe('/company-service/online-apply-form-JD?equipmentIds=30103');
  });
});
