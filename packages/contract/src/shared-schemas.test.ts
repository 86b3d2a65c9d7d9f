import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rangesInOrder, ZDecisionBodySchema, ZQueryFlag } from './shared-schemas';

const schema = z
  .object({ from: z.string().optional(), to: z.string().optional() })
  .superRefine(rangesInOrder([['from', 'to']]));

describe('rangesInOrder', () => {
  it('accepts open and equal ranges', () => {
    expect(schema.safeParse({}).success).toBe(true);
    expect(schema.safeParse({ from: '2024-05-01' }).success).toBe(true);
    expect(schema.safeParse({ from: '2024-05-01', to: '2024-05-01' }).success).toBe(true);
  });
  it('reports a reversed range on its end', () => {
    expect(schema.safeParse({ from: '2024-05-02', to: '2024-05-01' }).error?.issues).toMatchObject([
      { path: ['to'], message: '开始日期不能晚于结束日期' },
    ]);
  });
  it('compares date-times written with T or a space alike', () => {
    expect(schema.safeParse({ from: '2024-05-01T10:00:00', to: '2024-05-01 10:30:00' }).success).toBe(true);
    expect(schema.safeParse({ from: '2024-05-01 11:00:00', to: '2024-05-01T10:30:00' }).success).toBe(false);
  });
  it('compares times with offsets as the instants they name', () => {
    // 08:00Z is 16:00 in Shanghai: after 15:50 local, before 17:00 local.
    expect(schema.safeParse({ from: '2026-11-23 15:50:00', to: '2026-11-23T08:00:00Z' }).success).toBe(true);
    expect(schema.safeParse({ from: '2026-11-23 17:00:00', to: '2026-11-23T08:00:00Z' }).success).toBe(false);
    expect(schema.safeParse({ from: '2026-11-23T10:00:00-05:00', to: '2026-11-23 22:59:00' }).success).toBe(false);
  });
});

describe('ZQueryFlag', () => {
  it('reads true and false from the query string and no filter when absent', () => {
    expect(ZQueryFlag.parse('true')).toBe(true);
    expect(ZQueryFlag.parse('false')).toBe(false);
    expect(ZQueryFlag.parse(undefined)).toBeUndefined();
    expect(ZQueryFlag.safeParse('1').success).toBe(false);
  });
});

describe('ZDecisionBodySchema', () => {
  it('passes without an opinion and returns only with one', () => {
    expect(ZDecisionBodySchema.safeParse({ decision: 'pass' }).success).toBe(true);
    expect(ZDecisionBodySchema.safeParse({ decision: 'return', opinion: '  ' }).success).toBe(false);
    expect(ZDecisionBodySchema.safeParse({ decision: 'return', opinion: '铭牌照片不清晰' }).success).toBe(true);
    expect(ZDecisionBodySchema.safeParse({ decision: 'approve' }).success).toBe(false);
  });
});
