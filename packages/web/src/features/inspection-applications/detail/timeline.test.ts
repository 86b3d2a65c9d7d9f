import type { InspectionApplicationDetail } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { applicationTimeline } from './timeline';

const APPLICATION: InspectionApplicationDetail = {
  id: '60003',
  applicationNo: 'BJ2026111590003',
  kind: 'periodic',
  state: 'accepted',
  equipmentCount: 1,
  categoryCodes: ['3000'],
  wishedDate: null,
  submittedAt: '2026-11-16 05:58:00',
  fee: 560,
  paymentState: 'paid',
  items: [
    {
      equipmentId: '30105',
      categoryCode: '3000',
      subTypeCode: '3430',
      registerCode: '34303302122022030011',
      deviceCode: '',
      equipmentName: '杂物电梯',
      usePlace: '厨房',
      fee: 560,
      feeBreakdown: [{ label: '电梯定期检验费', amount: 560 }],
    },
  ],
  institute: '宁波市特种设备检验研究院',
  siteContact: '李强',
  siteContactMobile: '13857436021',
  siteAddress: '宁波市鄞州区天童北路1088号',
  areaCode: '330212',
  maintenanceUnit: '',
  invoiceTitle: '',
  taxNo: '',
  reportPickup: 'express',
  expressAddress: '行政办公室',
  urgent: false,
  remark: '',
  opinion: '请补充维保单位',
  authCodeExpiresAt: null,
  history: [
    { state: 'draft', stateLabel: '草稿', at: '2026-11-15 05:58:00', operator: '张丽', remark: '保存草稿' },
    { state: 'submitted', stateLabel: '已提交', at: '2026-11-16 05:58:00', operator: '张丽', remark: '提交申请' },
    { state: 'awaiting_payment', stateLabel: '待缴费', at: '2026-11-17 05:58:00', operator: '审核员', remark: '预审通过' },
    { state: 'paid', stateLabel: '已缴费', at: '2026-11-18 05:58:00', operator: '系统', remark: '在线支付成功' },
    { state: 'accepted', stateLabel: '已受理', at: '2026-11-19 05:58:00', operator: '审核员', remark: '已受理' },
  ],
  attachments: [],
};

describe('applicationTimeline', () => {
  it('does not print a remark that only repeats the state (已受理 / 已受理)', () => {
    const steps = applicationTimeline(APPLICATION, '2026-11-19 05:58:00');
    const accepted = steps.find((step) => step.state === 'accepted');
    expect(accepted).toMatchObject({ label: '已受理', status: 'current' });
    expect(accepted?.remark ?? '').toBe('');
  });

  it('keeps the remarks that say more than the state', () => {
    const steps = applicationTimeline(APPLICATION, '2026-11-19 05:58:00');
    expect(steps.filter((step) => step.status === 'done').map((step) => step.remark)).toEqual(['保存草稿', '提交申请', '预审通过', '在线支付成功']);
  });
});
