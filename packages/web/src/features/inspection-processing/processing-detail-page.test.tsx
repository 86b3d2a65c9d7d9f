import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { message, type ProcessingDetail } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../test-support/fake-api';
import { INSTITUTE_USER, PAGE_TEST_TIMEOUT, renderPage } from '../../test-support/render-page';
import { ProcessingDetailPage } from './processing-detail-page';
import { tagSpy } from '../../test-support/page-tag-spy';

afterEach(() => vi.unstubAllGlobals());

const SUBMITTED: ProcessingDetail = {
  id: '60011',
  applicationNo: 'BJ202611209001',
  kind: 'periodic',
  state: 'submitted',
  equipmentCount: 1,
  categoryCodes: ['4000'],
  wishedDate: '2026-12-01',
  submittedAt: '2026-11-20 10:00:00',
  fee: 800,
  paymentState: 'unpaid',
  items: [
    {
      itemId: '60011-1',
      equipmentId: '30001',
      categoryCode: '4000',
      subTypeCode: '4110',
      registerCode: '41103302062019030012',
      deviceCode: '',
      equipmentName: '通用桥式起重机',
      usePlace: '1号厂房A跨',
      fee: 800,
      feeBreakdown: [],
    },
  ],
  institute: '宁波市特种设备检验研究院',
  siteContact: '王海',
  siteContactMobile: '13705741234',
  siteAddress: '宁波市北仑区甬伦路88号',
  areaCode: '330206',
  maintenanceUnit: '',
  invoiceTitle: '',
  taxNo: '',
  reportPickup: 'self',
  expressAddress: '',
  urgent: false,
  remark: '',
  opinion: null,
  authCodeExpiresAt: null,
  history: [{ state: 'submitted', stateLabel: '已提交', at: '2026-11-20 10:00:00', operator: '王海', remark: '提交申请' }],
  attachments: [],
  unitName: '宁波甬仑精工机械有限公司',
  unitId: '20001',
  schedule: null,
  checkDate: null,
  resultRemark: '',
  results: [],
} as ProcessingDetail;

const URL = '/inspection-review/application-detail?id=60011';

describe('ProcessingDetailPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('refuses to return without a reason and sends nothing', async () => {
    const api = installFakeApi({ 'GET /api/v1/inspection-processing/:id': () => ({ body: SUBMITTED }) });
    const tag = tagSpy();
    renderPage(tag.wrap(<ProcessingDetailPage />), { url: URL, user: INSTITUTE_USER });
    expect(await screen.findByText('宁波甬仑精工机械有限公司')).toBeTruthy();
    expect(tag.title()).toBe('报检申请办理·BJ202611209001');
    expect(screen.getByTestId('unit-link').getAttribute('href')).toBe('/company-service/unit-detail?id=20001');
    fireEvent.click(screen.getByTestId('pre-review-return'));
    expect(await within(screen.getByTestId('pre-review-form')).findByText(message('required'))).toBeTruthy();
    expect(api.callsTo('/api/v1/inspection-processing/60011/pre-review')).toHaveLength(0);
  });

  it('returns with the reason and shows the new state', async () => {
    const api = installFakeApi({
      'GET /api/v1/inspection-processing/:id': () => ({ body: SUBMITTED }),
      'POST /api/v1/inspection-processing/:id/pre-review': () => ({ body: { ...SUBMITTED, state: 'returned', opinion: '请补充安装位置' } }),
    });
    renderPage(<ProcessingDetailPage />, { url: URL, user: INSTITUTE_USER });
    fireEvent.change(await screen.findByRole('textbox', { name: '退回原因' }), { target: { value: '请补充安装位置' } });
    fireEvent.click(screen.getByTestId('pre-review-return'));
    await waitFor(() => expect(api.callsTo('/api/v1/inspection-processing/60011/pre-review')[0]?.body).toEqual({ decision: 'return', opinion: '请补充安装位置' }));
    expect(await within(screen.getByTestId('processing-detail')).findByText('退回')).toBeTruthy();
  });

  it('offers the result form with the category’s conclusions and a proposed next date once scheduled', async () => {
    installFakeApi({
      'GET /api/v1/inspection-processing/:id': () => ({
        body: { ...SUBMITTED, state: 'scheduled', schedule: { scheduledDate: '2026-12-01', inspector: '周工' } },
      }),
    });
    renderPage(<ProcessingDetailPage />, { url: URL, user: INSTITUTE_USER });
    const form = await screen.findByTestId('result-form');
    const conclusion = within(form).getByLabelText('检验结论') as HTMLSelectElement;
    expect([...conclusion.options].map((option) => option.text).filter((text) => text !== '' && !text.startsWith('请'))).toEqual(['合格', '复检合格', '不合格', '复检不合格']);
    // A bridge crane is inspected every two years.
    expect((within(form).getByLabelText('下次检验日期') as HTMLInputElement).value).toBe('2028-12-01');
  });
});
