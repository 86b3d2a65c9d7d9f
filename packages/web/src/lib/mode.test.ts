import { describe, expect, it } from 'vitest';
import { operationModeOf } from './mode';

describe('operationModeOf', () => {
  it('reads add, edit and view, and treats anything else as add', () => {
    expect(operationModeOf('edit')).toBe('edit');
    expect(operationModeOf('view')).toBe('view');
    expect(operationModeOf('delete')).toBe('add');
    expect(operationModeOf(null)).toBe('add');
  });
});
