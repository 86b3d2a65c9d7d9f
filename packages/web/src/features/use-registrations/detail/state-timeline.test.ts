import { describe, expect, it } from 'vitest';
import { registrationTimeline, statesAhead } from './state-timeline';

const item = (state: string, stateLabel: string, at: string, remark: string | null = null) => ({
  state,
  stateLabel,
  at,
  operator: '陈海燕',
  remark,
});

describe('use-registration state timeline', () => {
  it('shows the steps done, the current one, and the main path ahead', () => {
    const steps = registrationTimeline(
      [item('submitted', '已提交', '2024-05-06 10:00:00'), item('draft', '草稿', '2024-05-05 09:00:00')],
      'submitted',
      '2024-05-06 10:00:00',
    );
    expect(steps.map((step) => `${step.label}:${step.status}`)).toEqual([
      '草稿:done',
      '已提交:current',
      '已受理:pending',
      '审核中:pending',
      '已发证:pending',
    ]);
  });

  it('goes back through submission after a return for correction', () => {
    const steps = registrationTimeline(
      [item('draft', '草稿', '2024-05-05 09:00'), item('submitted', '已提交', '2024-05-06 10:00'), item('returned', '退回补正', '2024-05-07 15:00', '缺少监督检验证明')],
      'returned',
      '2024-05-07 15:00',
    );
    expect(steps.at(2)).toMatchObject({ label: '退回补正', status: 'current', remark: '缺少监督检验证明' });
    expect(steps.slice(3).map((step) => step.state)).toEqual(['submitted', 'accepted', 'reviewing', 'issued']);
  });

  it('ends at a final state', () => {
    expect(statesAhead('issued')).toEqual([]);
    expect(statesAhead('refused')).toEqual([]);
    expect(statesAhead('withdrawn')).toEqual([]);
  });

  it('adds the current state when the history has not caught up', () => {
    const steps = registrationTimeline([], 'draft', '2024-05-05 09:00');
    expect(steps[0]).toMatchObject({ state: 'draft', label: '草稿', status: 'current', at: '2024-05-05 09:00' });
    expect(steps).toHaveLength(5);
  });
});
