import { describe, expect, it } from 'vitest';
import { addMonthsIso, NEXT_CHECK_RULES, nextCheckIssues, nextCheckRule, type NextCheckFacts } from './next-check-rules';

const dateOf = (facts: NextCheckFacts, checkDate = '2026-11-23') => nextCheckRule(facts).date(checkDate);

describe('next check rules', () => {
  it('keeps the day, or takes the month’s last when it has none', () => {
    expect(addMonthsIso('2026-01-31', 12)).toBe('2027-01-31');
    expect(addMonthsIso('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonthsIso('2028-02-29', 12)).toBe('2029-02-28');
    expect(addMonthsIso('2028-02-29', 48)).toBe('2032-02-29');
    expect(addMonthsIso('2026-08-31', 36)).toBe('2029-08-31');
    expect(addMonthsIso('2026-12-31', 72)).toBe('2032-12-31');
  });

  it('inspects elevators, vehicles, amusement rides and ropeways every year', () => {
    expect(dateOf({ categoryCode: '3000', subTypeCode: '3110' })).toBe('2027-11-23');
    expect(dateOf({ categoryCode: '5000', subTypeCode: '5110' })).toBe('2027-11-23');
    expect(dateOf({ categoryCode: '6000', subTypeCode: '6100' })).toBe('2027-11-23');
    expect(dateOf({ categoryCode: '9000', subTypeCode: '9100' })).toBe('2027-11-23');
    expect(nextCheckRule({ categoryCode: '3000', subTypeCode: '3110' }).ruleText).toBe('电梯 定期检验每年一次（TSG T7001）');
    expect(nextCheckRule({ categoryCode: '6000', subTypeCode: '' }).ruleText).toBe('大型游乐设施 定期检验每年一次');
  });

  it('proposes a boiler’s next external inspection, a year on', () => {
    const rule = nextCheckRule({ categoryCode: '1000', subTypeCode: '1100', conclusion: 'meets' });
    expect(rule.date('2026-01-31')).toBe('2027-01-31');
    expect(rule.ruleText).toContain('提出下次外部检验（TSG 11）');
  });

  it('inspects tower cranes, builder hoists and mobile cranes yearly, other hoisting machines every two years', () => {
    for (const subTypeCode of ['4310', '4860', '4410', '4420']) expect(dateOf({ categoryCode: '4000', subTypeCode })).toBe('2027-11-23');
    expect(dateOf({ categoryCode: '4000', subTypeCode: '4110' })).toBe('2028-11-23');
    expect(nextCheckRule({ categoryCode: '4000', subTypeCode: '4110' }).ruleText).toContain('TSG Q7015');
  });

  it('follows a pressure vessel’s safety grade from its file (vessels conclude conformity, not grades)', () => {
    const vessel = (safetyGrade: string | null) => nextCheckRule({ categoryCode: '2000', subTypeCode: '2100', conclusion: 'meets', safetyGrade });
    expect(vessel('1级').date('2026-11-23')).toBe('2032-11-23');
    expect(vessel('2级').date('2026-11-23')).toBe('2032-11-23');
    expect(vessel('2级').ruleText).toBe('压力容器 安全状况等级2级：每6年一次定期检验（TSG 21）');
    expect(vessel('3级').date('2026-11-23')).toBe('2029-11-23');
    expect(vessel('4级').date('2026-11-23')).toBe('2029-11-23');
    expect(vessel('4级').ruleText).toContain('监控使用');
    expect(vessel('5级').months).toBeNull();
    expect(vessel('5级').date('2026-11-23')).toBeNull();
    expect(vessel(null).date('2026-11-23')).toBe('2029-11-23');
    expect(vessel(null).ruleText).toContain('安全状况等级未知');
    expect(vessel('二级').key).toBe('vesselGradeUnknown');
  });

  it('gives piping its first periodic inspection within 3 years, then follows the grade it concludes', () => {
    const piping = (kind: string, conclusion: string) => nextCheckRule({ categoryCode: '8000', subTypeCode: '8310', kind, conclusion });
    expect(piping('supervision', 'grade_1').date('2026-01-10')).toBe('2029-01-10');
    expect(piping('first', 'grade_2').key).toBe('pipingFirst');
    expect(piping('pipeline_periodic', 'grade_1').date('2026-01-10')).toBe('2032-01-10');
    expect(piping('pipeline_periodic', 'grade_2').date('2026-01-10')).toBe('2032-01-10');
    expect(piping('periodic', 'grade_3').date('2026-01-10')).toBe('2029-01-10');
    expect(piping('periodic', 'grade_4').date('2026-01-10')).toBe('2029-01-10');
    expect(piping('periodic', 'grade_4').ruleText).toContain('监控使用');
  });

  it('words every rule in Chinese and English', () => {
    for (const entry of Object.values(NEXT_CHECK_RULES)) {
      expect(entry.rule).toMatch(/[\u4e00-\u9fa5]/);
      expect(entry.en).toMatch(/^[\x20-\x7e]+$/);
    }
  });

  it('asks a reason for a date other than the rule’s, and refuses a date where the rule sets none', () => {
    const items = [
      { itemId: 'v2', categoryCode: '2000', subTypeCode: '2100', safetyGrade: '2级' },
      { itemId: 'v5', categoryCode: '2000', subTypeCode: '2100', safetyGrade: '5级' },
    ];
    const body = (results: { itemId: string; nextCheckDate: string | null; nextCheckReason?: string }[]) => ({
      checkDate: '2026-11-23',
      results: results.map((result) => ({ conclusion: 'meets', ...result })),
    });
    expect(nextCheckIssues(body([{ itemId: 'v2', nextCheckDate: '2032-11-23' }, { itemId: 'v5', nextCheckDate: null }]), items, 'periodic')).toEqual([]);
    expect(nextCheckIssues(body([{ itemId: 'v2', nextCheckDate: '2027-11-23' }]), items, 'periodic')).toEqual([
      { path: ['results', 0, 'nextCheckReason'], key: 'nextCheckReasonRequired' },
    ]);
    expect(nextCheckIssues(body([{ itemId: 'v2', nextCheckDate: null }]), items, 'periodic')).toHaveLength(1);
    expect(nextCheckIssues(body([{ itemId: 'v2', nextCheckDate: '2027-11-23', nextCheckReason: '设备腐蚀，缩短周期' }]), items, 'periodic')).toEqual([]);
    expect(nextCheckIssues(body([{ itemId: 'v2', nextCheckDate: '2032-11-23' }, { itemId: 'v5', nextCheckDate: '2027-11-23', nextCheckReason: '理由' }]), items, 'periodic')).toEqual([
      { path: ['results', 1, 'nextCheckDate'], key: 'nextCheckNone' },
    ]);
  });
});
