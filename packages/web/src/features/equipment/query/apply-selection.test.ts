import { describe, expect, it } from 'vitest';
import { applyTarget } from './apply-selection';

describe('applyTarget (申请检验 from a list)', () => {
  it('opens the periodic form with every chosen equipment', () => {
    expect(applyTarget(new Map([['eq-1', '3000'], ['eq-2', '1000']]))).toEqual({
      path: '/company-service/online-apply-form?equipmentIds=eq-1,eq-2',
    });
  });

  it('opens the pipeline form for pressure piping', () => {
    expect(applyTarget(new Map([['pp-1', '8000']]))).toEqual({ path: '/company-service/ping-DJ-apply?equipmentIds=pp-1' });
  });

  it('asks for a choice first, and for piping apart from other equipment', () => {
    expect(applyTarget(new Map())).toEqual({ problem: 'none' });
    expect(applyTarget(new Map([['pp-1', '8000'], ['eq-1', '3000']]))).toEqual({ problem: 'mixed' });
  });
});
