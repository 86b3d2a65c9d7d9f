import { describe, expect, it } from 'vitest';
import { testWorkers } from './test-workers';

describe('testWorkers', () => {
  it('runs twice as many workers as cores, at least 2 and at most 8', () => {
    expect(testWorkers({}, 1)).toBe(2);
    expect(testWorkers({}, 2)).toBe(4);
    expect(testWorkers({}, 3)).toBe(6);
    expect(testWorkers({}, 16)).toBe(8);
  });

  it('takes VITEST_MAX_WORKERS when it is a positive whole number', () => {
    expect(testWorkers({ VITEST_MAX_WORKERS: '3' }, 2)).toBe(3);
    expect(testWorkers({ VITEST_MAX_WORKERS: '0' }, 2)).toBe(4);
    expect(testWorkers({ VITEST_MAX_WORKERS: 'many' }, 2)).toBe(4);
  });
});
