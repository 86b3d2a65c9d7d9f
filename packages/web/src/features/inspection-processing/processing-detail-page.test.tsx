import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { message, type ProcessingDetail } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../test-support/fake-api';
import { APPROVER_USER, INSTITUTE_USER, PAGE_TEST_TIMEOUT, renderPage } from '../../test-support/render-page';
import { ProcessingDetailPage } from './processing-detail-page';
import { tagSpy } from '../../test-support/page-tag-spy';

// The results below are recorded in December 2026 (the platform refuses a check date after today).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2027-01-20T02:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

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
      safetyGrade: null,
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
  authLinkSentAt: null,
  authLinkWaitSeconds: 0,
  feeChange: null,
  history: [{ state: 'submitted', stateLabel: '已提交', at: '2026-11-20 10:00:00', operator: '王海', remark: '提交申请' }],
  attachments: [],
  unitName: '宁波甬仑精工机械有限公司',
  unitId: '20001',
  schedule: null,
  checkDate: null,
  resultRemark: '',
  results: [],
  rectification: null,
} as ProcessingDetail;

const SCHEDULED: ProcessingDetail = { ...SUBMITTED, state: 'scheduled', schedule: { scheduledDate: '2026-12-01', inspector: '周工' } };

/** The crane failed its first inspection and the unit has answered the opinion notice. */
const RECTIFIED: ProcessingDetail = {
  ...SCHEDULED,
  state: 'rectification_feedback',
  checkDate: '2026-12-01',
  resultRemark: '制动器闸瓦磨损超标',
  results: [
    {
      itemId: '60011-1',
      reportId: 'r-9001',
      reportNo: 'NBTJ-QZ-2026-9001',
      checkDate: '2026-12-01',
      conclusion: 'unqualified',
      nextCheckDate: '2028-12-01',
      nextCheckReason: '',
      issuedAt: null,
    },
  ],
  rectification: { deadline: '2026-12-31', content: '已更换制动器闸瓦\n并调整制动间隙', submittedAt: '2026-12-10 09:00:00', submittedBy: '王海' },
};

const REINSPECTION: ProcessingDetail = { ...RECTIFIED, state: 'reinspection', schedule: { scheduledDate: '2026-12-15', inspector: '周工' } };

const RECTIFICATION_FILE = {
  id: 'att-1',
  fileName: '闸瓦更换照片.jpg',
  contentType: 'image/jpeg',
  size: 102400,
  refType: 'rectification',
  refId: '60011',
  uploadedAt: '2026-12-10 08:55:00',
};

const conclusionsOffered = (form: HTMLElement) =>
  [...(within(form).getByLabelText('检验结论') as HTMLSelectElement).options].map((option) => option.text).filter((text) => text !== '' && !text.startsWith('请'));

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

  it('offers the result form with the first inspection’s conclusions and a proposed next date once scheduled', async () => {
    installFakeApi({ 'GET /api/v1/inspection-processing/:id': () => ({ body: SCHEDULED }) });
    renderPage(<ProcessingDetailPage />, { url: URL, user: INSTITUTE_USER });
    const form = await screen.findByTestId('result-form');
    expect(conclusionsOffered(form)).toEqual(['合格', '不合格']);
    // A bridge crane is inspected every two years, and the form says by which rule.
    expect((within(form).getByLabelText('下次检验日期') as HTMLInputElement).value).toBe('2028-12-01');
    expect(within(form).getByTestId('next-check-rule').textContent).toBe('依据：起重机械 定期检验每2年一次（TSG Q7015）');
    expect(within(form).queryByTestId('next-check-reason')).toBeNull();
    expect(within(form).queryByTestId('rectify-deadline')).toBeNull();
  });

  it('asks for the rectification deadline once a conclusion fails and sends nothing without it', async () => {
    const api = installFakeApi({ 'GET /api/v1/inspection-processing/:id': () => ({ body: SCHEDULED }) });
    renderPage(<ProcessingDetailPage />, { url: URL, user: INSTITUTE_USER });
    const form = await screen.findByTestId('result-form');
    fireEvent.change(within(form).getByLabelText('检验结论'), { target: { value: 'unqualified' } });
    const deadline = await within(form).findByTestId('rectify-deadline');
    expect((within(deadline).getByLabelText('整改期限') as HTMLInputElement).value).toBe('2026-12-31');
    fireEvent.click(within(deadline).getByRole('button', { name: '清除' }));
    fireEvent.click(within(form).getByTestId('result-submit'));
    expect(await within(deadline).findByText(message('required'))).toBeTruthy();
    expect(api.callsTo('/api/v1/inspection-processing/60011/result')).toHaveLength(0);
  });

  it('records a failed first inspection with its rectification deadline', async () => {
    const api = installFakeApi({
      'GET /api/v1/inspection-processing/:id': () => ({ body: SCHEDULED }),
      'POST /api/v1/inspection-processing/:id/result': () => ({ body: { ...RECTIFIED, state: 'opinion_notice', rectification: { ...RECTIFIED.rectification!, content: null, submittedAt: null, submittedBy: null } } }),
    });
    renderPage(<ProcessingDetailPage />, { url: URL, user: INSTITUTE_USER });
    const form = await screen.findByTestId('result-form');
    fireEvent.change(within(form).getByLabelText('检验结论'), { target: { value: 'unqualified' } });
    await within(form).findByTestId('rectify-deadline');
    fireEvent.click(within(form).getByTestId('result-submit'));
    await waitFor(() =>
      expect(api.callsTo('/api/v1/inspection-processing/60011/result')[0]?.body).toEqual({
        checkDate: '2026-12-01',
        remark: '',
        rectifyDeadline: '2026-12-31',
        results: [{ itemId: '60011-1', conclusion: 'unqualified', nextCheckDate: '2028-12-01', nextCheckReason: '' }],
      }),
    );
    expect((await screen.findByTestId('processing-hint')).textContent).toContain('整改期限（2026-12-31）');
    expect(screen.queryByTestId('rectification')).toBeNull();
  });

  it('shows the unit’s rectification with its files and schedules the re-inspection', async () => {
    const api = installFakeApi({
      'GET /api/v1/inspection-processing/:id': () => ({ body: RECTIFIED }),
      'GET /api/v1/attachments': () => ({ body: [RECTIFICATION_FILE] }),
      'POST /api/v1/inspection-processing/:id/reinspection': () => ({ body: REINSPECTION }),
    });
    renderPage(<ProcessingDetailPage />, { url: URL, user: INSTITUTE_USER });
    const rectification = await screen.findByTestId('rectification');
    expect(within(rectification).getByText(/已更换制动器闸瓦/)).toBeTruthy();
    expect(within(rectification).getByText('王海')).toBeTruthy();
    expect(within(rectification).getByText('2026-12-31')).toBeTruthy();
    expect(await within(screen.getByTestId('rectification-attachments')).findByText('闸瓦更换照片.jpg')).toBeTruthy();
    const attachments = api.callsTo('/api/v1/attachments')[0]?.url.searchParams;
    expect([attachments?.get('refType'), attachments?.get('refId')]).toEqual(['rectification', '60011']);
    expect(screen.queryByTestId('schedule-form')).toBeNull();

    const form = screen.getByTestId('reinspection-form');
    const date = within(form).getByLabelText('复检日期');
    fireEvent.change(date, { target: { value: '2026-12-15' } });
    fireEvent.blur(date);
    fireEvent.click(within(form).getByTestId('reinspection-submit'));
    await waitFor(() =>
      expect(api.callsTo('/api/v1/inspection-processing/60011/reinspection')[0]?.body).toEqual({ scheduledDate: '2026-12-15', inspector: '周工' }),
    );
    expect(await screen.findByTestId('result-form')).toBeTruthy();
    expect(screen.getByTestId('rectification')).toBeTruthy();
  });

  it('records the re-inspection with its own conclusions and no deadline', async () => {
    const api = installFakeApi({
      'GET /api/v1/inspection-processing/:id': () => ({ body: REINSPECTION }),
      'GET /api/v1/attachments': () => ({ body: [] }),
      'POST /api/v1/inspection-processing/:id/result': () => ({ body: { ...REINSPECTION, state: 'reporting' } }),
    });
    renderPage(<ProcessingDetailPage />, { url: URL, user: INSTITUTE_USER });
    const form = await screen.findByTestId('result-form');
    expect(conclusionsOffered(form)).toEqual(['复检合格', '复检不合格']);
    expect(screen.queryByTestId('schedule-form')).toBeNull();
    expect(within(form).getByLabelText('检验日期')).toHaveProperty('value', '2026-12-15');
    fireEvent.change(within(form).getByLabelText('检验结论'), { target: { value: 'reinspection_unqualified' } });
    expect(within(form).queryByTestId('rectify-deadline')).toBeNull();
    fireEvent.click(within(form).getByTestId('result-submit'));
    await waitFor(() => expect(api.callsTo('/api/v1/inspection-processing/60011/result')).toHaveLength(1));
    expect(api.callsTo('/api/v1/inspection-processing/60011/result')[0]?.body).toMatchObject({
      rectifyDeadline: null,
      results: [{ itemId: '60011-1', conclusion: 'reinspection_unqualified', nextCheckDate: '2028-12-15' }],
    });
    // The one who recorded the result does not issue the report: 审核批准 is another role.
    expect(await screen.findByText(/等待审核批准人员审核并出具报告/)).toBeTruthy();
    expect(screen.queryByTestId('issue-report')).toBeNull();
  });

  it('offers the approver the issue of a report and no other step', async () => {
    const api = installFakeApi({
      'GET /api/v1/inspection-processing/:id': () => ({ body: { ...REINSPECTION, state: 'reporting' } }),
      'GET /api/v1/attachments': () => ({ body: [] }),
      'POST /api/v1/inspection-processing/:id/issue-report': () => ({ body: { ...REINSPECTION, state: 'report_issued' } }),
    });
    renderPage(<ProcessingDetailPage />, { url: URL, user: APPROVER_USER });
    fireEvent.click(await screen.findByTestId('issue-report'));
    await waitFor(() => expect(api.callsTo('/api/v1/inspection-processing/60011/issue-report')).toHaveLength(1));
  });

  it('tells the approver whose turn a scheduled visit is', async () => {
    installFakeApi({
      'GET /api/v1/inspection-processing/:id': () => ({ body: { ...REINSPECTION, state: 'scheduled' } }),
      'GET /api/v1/attachments': () => ({ body: [] }),
    });
    renderPage(<ProcessingDetailPage />, { url: URL, user: APPROVER_USER });
    expect(await screen.findByText('等待检验员录入检验结果。')).toBeTruthy();
    expect(screen.queryByTestId('schedule-form')).toBeNull();
    expect(screen.queryByTestId('result-form')).toBeNull();
  });

  it('proposes a pressure vessel’s date by its safety grade, and asks a reason once the date is changed', async () => {
    const vessel = { ...SCHEDULED, categoryCodes: ['2000'], items: [{ ...SCHEDULED.items[0]!, categoryCode: '2000', subTypeCode: '2170', equipmentName: '储气罐', safetyGrade: '2级' }] } as ProcessingDetail;
    const api = installFakeApi({
      'GET /api/v1/inspection-processing/:id': () => ({ body: vessel }),
      'POST /api/v1/inspection-processing/:id/result': () => ({ body: { ...vessel, state: 'reporting' } }),
    });
    renderPage(<ProcessingDetailPage />, { url: URL, user: INSTITUTE_USER });
    const form = await screen.findByTestId('result-form');
    const date = within(form).getByLabelText('下次检验日期') as HTMLInputElement;
    expect(date.value).toBe('2032-12-01');
    expect(within(form).getByTestId('next-check-rule').textContent).toBe('依据：压力容器 安全状况等级2级：每6年一次定期检验（TSG 21）');

    fireEvent.change(date, { target: { value: '2027-12-01' } });
    fireEvent.blur(date);
    const reason = await within(form).findByTestId('next-check-reason');
    // The hint says what is asked; sent without a reason, the field says it again as its error.
    expect(within(reason).getAllByText(message('nextCheckReasonRequired'))).toHaveLength(1);
    fireEvent.click(within(form).getByTestId('result-submit'));
    await waitFor(() => expect(within(reason).getAllByText(message('nextCheckReasonRequired'))).toHaveLength(2));
    expect(api.callsTo('/api/v1/inspection-processing/60011/result')).toHaveLength(0);

    fireEvent.change(within(reason).getByLabelText('下次检验日期调整原因'), { target: { value: '筒体局部腐蚀，缩短检验周期' } });
    fireEvent.click(within(form).getByTestId('result-submit'));
    await waitFor(() =>
      expect(api.callsTo('/api/v1/inspection-processing/60011/result')[0]?.body).toMatchObject({
        results: [{ itemId: '60011-1', conclusion: 'meets', nextCheckDate: '2027-12-01', nextCheckReason: '筒体局部腐蚀，缩短检验周期' }],
      }),
    );
  });

  it('recomputes the proposed date when the check date changes', async () => {
    installFakeApi({ 'GET /api/v1/inspection-processing/:id': () => ({ body: SCHEDULED }) });
    renderPage(<ProcessingDetailPage />, { url: URL, user: INSTITUTE_USER });
    const form = await screen.findByTestId('result-form');
    const checkDate = within(form).getByLabelText('检验日期');
    fireEvent.change(checkDate, { target: { value: '2026-12-05' } });
    fireEvent.blur(checkDate);
    await waitFor(() => expect((within(form).getByLabelText('下次检验日期') as HTMLInputElement).value).toBe('2028-12-05'));
    expect(within(form).queryByTestId('next-check-reason')).toBeNull();
  });

  it('shows a recorded reason under the next check date', async () => {
    const withReason = { ...RECTIFIED, state: 'reporting', results: [{ ...RECTIFIED.results[0]!, nextCheckReason: '制动器磨损较快，缩短周期' }] } as ProcessingDetail;
    installFakeApi({ 'GET /api/v1/inspection-processing/:id': () => ({ body: withReason }), 'GET /api/v1/attachments': () => ({ body: [] }) });
    renderPage(<ProcessingDetailPage />, { url: URL, user: INSTITUTE_USER });
    expect((await screen.findByTestId('next-check-reason-shown')).textContent).toBe('制动器磨损较快，缩短周期');
  });

  it('changes an item\'s fee at pre-review: a wrong amount is marked, a change needs a reason, only changed items are sent', async () => {
    const api = installFakeApi({
      'GET /api/v1/inspection-processing/:id': () => ({ body: SUBMITTED }),
      'POST /api/v1/inspection-processing/:id/pre-review': () => ({ body: { ...SUBMITTED, state: 'awaiting_payment', fee: 950.5 } }),
    });
    renderPage(<ProcessingDetailPage />, { url: URL, user: INSTITUTE_USER });
    fireEvent.click(await screen.findByTestId('change-fee'));
    const input = screen.getByTestId('new-fee') as HTMLInputElement;
    expect(input.value).toBe('800');
    fireEvent.change(input, { target: { value: '9.999' } });
    fireEvent.click(screen.getByTestId('pre-review-pass'));
    expect(await screen.findByText('请输入 0 至 1000000 元的金额，最多两位小数')).toBeTruthy();
    fireEvent.change(input, { target: { value: '950.5' } });
    expect(screen.getByTestId('fee-total').textContent).toBe('合计：800 元 → 950.5 元');
    fireEvent.click(screen.getByTestId('pre-review-pass'));
    expect(await within(screen.getByTestId('pre-review-form')).findByText(message('feeReasonRequired'))).toBeTruthy();
    expect(api.callsTo('/api/v1/inspection-processing/60011/pre-review')).toHaveLength(0);
    fireEvent.change(screen.getByRole('textbox', { name: '调整原因' }), { target: { value: '需加做载荷试验' } });
    fireEvent.click(screen.getByTestId('pre-review-pass'));
    await waitFor(() =>
      expect(api.callsTo('/api/v1/inspection-processing/60011/pre-review')[0]?.body).toEqual({
        decision: 'pass',
        opinion: '',
        fees: [{ itemId: '60011-1', fee: 950.5 }],
        feeReason: '需加做载荷试验',
      }),
    );
  });

  it('tells the desk a changed fee waits for the unit to accept it', async () => {
    installFakeApi({
      'GET /api/v1/inspection-processing/:id': () => ({
        body: { ...SUBMITTED, state: 'awaiting_payment', fee: 950.5, feeChange: { quotedFee: 800, reason: '需加做载荷试验', changedAt: '2026-11-21 09:00:00', acceptedAt: null } },
      }),
    });
    renderPage(<ProcessingDetailPage />, { url: URL, user: INSTITUTE_USER });
    expect(await screen.findByText('检验费用已调整为 950.50 元（原 800.00 元），等待申请单位确认新的费用后缴费。')).toBeTruthy();
  });
});
