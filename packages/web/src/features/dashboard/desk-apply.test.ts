import { describe, expect, it } from 'vitest';
import { deskApplyPath } from './desk-apply';

describe('deskApplyPath (申请检验 on the overdue and due-soon cards)', () => {
  it('opens the periodic form with the registered equipment of the card', () => {
    const rows = [
      { id: 'eq-1', categoryCode: '3000', registerState: 'registered' as const },
      { id: 'eq-2', categoryCode: '3000', registerState: 'pending' as const },
      { id: 'pp-1', categoryCode: '8000', registerState: 'registered' as const },
    ];
    expect(deskApplyPath(rows)).toBe('/company-service/online-apply-form?equipmentIds=eq-1');
  });

  it('opens the pipeline form when only piping is due, and nothing without registered equipment', () => {
    expect(deskApplyPath([{ id: 'pp-1', categoryCode: '8000', registerState: 'registered' }])).toBe(
      '/company-service/ping-DJ-apply?equipmentIds=pp-1',
    );
    expect(deskApplyPath([{ id: 'eq-2', categoryCode: '3000', registerState: 'pending' }])).toBeNull();
  });
});
