import type { InspectionApplicationDetail } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { RETURNED_APPLICATION } from './application-fixture';
import { inspectionApplicationTimeline } from './timeline';

const APPLICATION: InspectionApplicationDetail = {
  ...RETURNED_APPLICATION,
  state: 'accepted',
  paymentState: 'paid',
  history: [
    { state: 'draft', stateLabel: '草稿', at: '2026-11-15 05:58:00', operator: '张丽', remark: '保存草稿' },
    { state: 'submitted', stateLabel: '已提交', at: '2026-11-16 05:58:00', operator: '张丽', remark: '提交申请' },
    { state: 'awaiting_payment', stateLabel: '待缴费', at: '2026-11-17 05:58:00', operator: '审核员', remark: '预审通过' },
    { state: 'paid', stateLabel: '已缴费', at: '2026-11-18 05:58:00', operator: '系统', remark: '在线支付成功' },
    { state: 'accepted', stateLabel: '已受理', at: '2026-11-19 05:58:00', operator: '审核员', remark: '已受理' },
  ],
};

describe('inspectionApplicationTimeline', () => {
  it('does not print a remark that only repeats the state (已受理 / 已受理)', () => {
    const steps = inspectionApplicationTimeline(APPLICATION, '2026-11-19 05:58:00');
    const accepted = steps.find((step) => step.state === 'accepted');
    expect(accepted).toMatchObject({ label: '已受理', status: 'current' });
    expect(accepted?.remark ?? '').toBe('');
  });

  it('keeps the remarks that say more than the state', () => {
    const steps = inspectionApplicationTimeline(APPLICATION, '2026-11-19 05:58:00');
    expect(steps.filter((step) => step.status === 'done').map((step) => step.remark)).toEqual(['保存草稿', '提交申请', '预审通过', '在线支付成功']);
  });
});
