import { act, renderHook } from '@testing-library/react';
import { checkRule } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedErrors, type FieldCheck } from './use-debounced-errors';

type Values = { mobile: string };
const FIELDS = ['mobile'] as const;
const check: FieldCheck<'mobile', Values> = (_field, values, required) =>
  values.mobile === '' ? (required ? 'required' : null) : checkRule('mobile', values.mobile);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useDebouncedErrors', () => {
  it('shows a field message 500 ms after the last change, not before', () => {
    const { result, rerender } = renderHook(({ values }) => useDebouncedErrors(values, FIELDS, check), {
      initialProps: { values: { mobile: '' } },
    });
    rerender({ values: { mobile: '1381' } });
    act(() => vi.advanceTimersByTime(300));
    rerender({ values: { mobile: '13812' } });
    act(() => vi.advanceTimersByTime(499));
    expect(result.current.errors.mobile).toBeUndefined();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.errors.mobile).toBe('mobile');
  });

  it('skips an emptied field while typing', () => {
    const { result, rerender } = renderHook(({ values }) => useDebouncedErrors(values, FIELDS, check), {
      initialProps: { values: { mobile: '12' } },
    });
    rerender({ values: { mobile: '1' } });
    act(() => vi.advanceTimersByTime(500));
    expect(result.current.errors.mobile).toBe('mobile');
    rerender({ values: { mobile: '' } });
    act(() => vi.advanceTimersByTime(500));
    expect(result.current.errors.mobile).toBeUndefined();
  });

  it('checks required fields at once on submit', () => {
    const { result } = renderHook(() => useDebouncedErrors({ mobile: '' }, FIELDS, check));
    let found = {};
    act(() => {
      found = result.current.validateAll();
    });
    expect(found).toEqual({ mobile: 'required' });
    expect(result.current.errors).toEqual({ mobile: 'required' });
  });
});
