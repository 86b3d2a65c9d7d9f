import { describe, expect, it } from 'vitest';
import { message } from '../messages';
import { conclusionsForCategory, resultBodySchemaFor, ZPreReviewBodySchema, ZReissueDecisionBodySchema, ZResultBodySchema } from './inspection-processing';

describe('inspection processing rules', () => {
  it('offers each category its family of conclusions', () => {
    expect(conclusionsForCategory('3000')).toEqual(['qualified', 'unqualified']);
    expect(conclusionsForCategory('3000', 'reinspection')).toEqual(['reinspection_qualified', 'reinspection_unqualified']);
    expect(conclusionsForCategory('1000', 'reinspection')).toEqual(['meets', 'basically_meets', 'not_meets']);
    expect(conclusionsForCategory('1000')).toEqual(['meets', 'basically_meets', 'not_meets']);
    expect(conclusionsForCategory('8000')).toEqual(['grade_1', 'grade_2', 'grade_3', 'grade_4']);
  });

  it('refuses a next check date on or before the check date', () => {
    const result = (nextCheckDate: string) => ZResultBodySchema.safeParse({ checkDate: '2026-11-21', results: [{ itemId: 'a', conclusion: 'qualified', nextCheckDate }] });
    const same = result('2026-11-21');
    expect(same.success ? [] : same.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['results.0.nextCheckDate', message('nextCheckAfterCheck')]]);
    expect(result('2026-11-22').success).toBe(true);
  });

  it('checks each item against its rule once the items are known, on the reason field', () => {
    const schema = resultBodySchemaFor([{ itemId: 'a', categoryCode: '2000', subTypeCode: '2100', safetyGrade: '2级' }], 'periodic');
    const body = { checkDate: '2026-11-21', results: [{ itemId: 'a', conclusion: 'meets', nextCheckDate: '2027-11-21' }] };
    const refused = schema.safeParse(body);
    expect(refused.success ? [] : refused.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['results.0.nextCheckReason', message('nextCheckReasonRequired')],
    ]);
    expect(schema.safeParse({ ...body, results: [{ ...body.results[0], nextCheckReason: '腐蚀严重，缩短周期' }] }).success).toBe(true);
    expect(schema.safeParse({ ...body, results: [{ ...body.results[0], nextCheckDate: '2032-11-21' }] }).success).toBe(true);
    expect(schema.safeParse({ ...body, results: [{ ...body.results[0], nextCheckReason: 'x'.repeat(201) }] }).success).toBe(false);
  });

  it('needs a reason to return, none to pass', () => {
    expect(ZPreReviewBodySchema.safeParse({ decision: 'return', opinion: '  ' }).success).toBe(false);
    expect(ZPreReviewBodySchema.safeParse({ decision: 'pass' }).success).toBe(true);
  });

  it('needs a conclusion for every item of a result', () => {
    expect(ZResultBodySchema.safeParse({ checkDate: '2026-11-21', results: [{ itemId: 'a' }] }).success).toBe(false);
    expect(ZResultBodySchema.safeParse({ checkDate: '2026-11-21', results: [] }).success).toBe(false);
    expect(ZResultBodySchema.parse({ checkDate: '2026-11-21', results: [{ itemId: 'a', conclusion: 'qualified' }] }).results[0]?.nextCheckDate).toBeNull();
  });

  it('refuses a check date after today in Beijing', () => {
    const tomorrow = new Date(Date.now() + 8 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
    const ahead = ZResultBodySchema.safeParse({ checkDate: tomorrow, results: [{ itemId: 'a', conclusion: 'qualified' }] });
    expect(ahead.success ? [] : ahead.error.issues.map((issue) => issue.path.join('.'))).toEqual(['checkDate']);
  });

  it('takes a rectification deadline on or after the check date', () => {
    const result = { checkDate: '2026-11-21', results: [{ itemId: 'a', conclusion: 'unqualified' }] };
    expect(ZResultBodySchema.parse(result).rectifyDeadline).toBeNull();
    expect(ZResultBodySchema.safeParse({ ...result, rectifyDeadline: '2026-12-31' }).success).toBe(true);
    const early = ZResultBodySchema.safeParse({ ...result, rectifyDeadline: '2026-11-20' });
    expect(early.success ? [] : early.error.issues.map((issue) => issue.path.join('.'))).toEqual(['rectifyDeadline']);
  });

  it('needs an outcome to approve a re-issue and an opinion to return it', () => {
    expect(ZReissueDecisionBodySchema.safeParse({ approved: true }).success).toBe(false);
    expect(ZReissueDecisionBodySchema.safeParse({ approved: false, opinion: '' }).success).toBe(false);
    expect(ZReissueDecisionBodySchema.safeParse({ approved: true, outcome: 'change_note' }).success).toBe(true);
  });
});
