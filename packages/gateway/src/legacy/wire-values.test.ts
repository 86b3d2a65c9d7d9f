import { EQUIPMENT_USE_STATES } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import {
  categoryOf,
  codeOf,
  isoDate,
  labelFor,
  mapAnswer,
  reviewStateLabel,
  reviewStateOf,
  savedReviewRecord,
  sortFieldsOf,
  toStateHistoryItem,
  UnexpectedWireValue,
  wirePagingOf,
  wireWordOf,
} from './wire-values';

describe('isoDate', () => {
  it('keeps the day of a wire date or date-time', () => {
    expect(isoDate('2024-05-31')).toBe('2024-05-31');
    expect(isoDate('2024-05-31 08:00:00')).toBe('2024-05-31');
  });

  it('is null for absent or other text', () => {
    expect(isoDate(undefined)).toBeNull();
    expect(isoDate('')).toBeNull();
    expect(isoDate('2024/05/31')).toBeNull();
    expect(isoDate('2024-05-31x')).toBeNull();
    expect(isoDate('2024-5-31')).toBeNull();
    expect(isoDate('２０２４-05-31')).toBeNull();
    expect(isoDate(' 2024-05-31')).toBeNull();
  });

  it('keeps the day of an ISO date-time', () => {
    expect(isoDate('2024-05-31T08:00:00.000Z')).toBe('2024-05-31');
  });
});

describe('codes and labels', () => {
  it('turns the platform label into the API code and back', () => {
    expect(codeOf(EQUIPMENT_USE_STATES, '停用', 'use state')).toBe('out_of_service');
    expect(labelFor(EQUIPMENT_USE_STATES, 'out_of_service')).toBe('停用');
    expect(labelFor(EQUIPMENT_USE_STATES, undefined)).toBeUndefined();
  });

  it('throws UnexpectedWireValue on an unknown label, which mapAnswer turns into a cause', () => {
    expect(() => codeOf(EQUIPMENT_USE_STATES, '维修中', 'use state')).toThrow(UnexpectedWireValue);
    expect(mapAnswer(() => codeOf(EQUIPMENT_USE_STATES, '维修中', 'use state'))).toEqual({
      ok: false,
      cause: 'unexpected use state "维修中"',
    });
  });

  it('reads 退回 as well as 已退回 as returned, and writes 退回', () => {
    expect(reviewStateOf('退回')).toBe('returned');
    expect(reviewStateOf('已退回')).toBe('returned');
    expect(reviewStateOf('已提交')).toBe('submitted');
    expect(reviewStateLabel('returned')).toBe('退回');
    expect(reviewStateLabel('approved')).toBe('已通过');
  });

  it("writes a code as the word of the platform's closed list, and refuses a code the list has no word for", () => {
    const words = ['在用', '停用'] as const;
    expect(wireWordOf(EQUIPMENT_USE_STATES, words, 'out_of_service')).toBe('停用');
    expect(() => wireWordOf(EQUIPMENT_USE_STATES, words, 'scrapped')).toThrow('No platform word for scrapped');
  });
});

describe('categoryOf', () => {
  it('keeps a category code of the catalogue and refuses any other', () => {
    expect(categoryOf('3000')).toBe('3000');
    expect(() => categoryOf('3001')).toThrow(UnexpectedWireValue);
    expect(() => categoryOf('')).toThrow(UnexpectedWireValue);
  });
});

describe('savedReviewRecord', () => {
  it("answers the saved record's id and its review state in the API's words", () => {
    expect(savedReviewRecord({ id: '20031', state: '草稿' })).toEqual({ id: '20031', state: 'draft' });
    expect(savedReviewRecord({ id: '20031', state: '已提交' })).toEqual({ id: '20031', state: 'submitted' });
  });

  it('throws UnexpectedWireValue for a state the contract has no word for', () => {
    expect(() => savedReviewRecord({ id: '20031', state: '挂起' })).toThrow(UnexpectedWireValue);
  });
});

describe('sortFieldsOf', () => {
  it('keeps the clean name where the wire sorts by it, renames the others, in the order given', () => {
    const fields = sortFieldsOf(['applicationNo', 'fee', 'state'], { fee: 'feeTotal' });
    expect(fields).toEqual({ applicationNo: 'applicationNo', fee: 'feeTotal', state: 'state' });
    expect(Object.keys(fields)).toEqual(['applicationNo', 'fee', 'state']);
  });
});

describe('wirePagingOf', () => {
  const fields = { name: 'equName', unitInternalNo: 'unitInnerNo' };

  it('renames the sort field to its wire name before JeeSite snake-cases it', () => {
    expect(wirePagingOf(2, 20, 'unitInternalNo:desc', fields)).toEqual({ pageNo: '2', pageSize: '20', orderBy: 'unit_inner_no desc' });
    expect(wirePagingOf(1, 20, undefined, fields)).toEqual({ pageNo: '1', pageSize: '20' });
  });

  it('is undefined for a field that cannot be sorted by', () => {
    expect(wirePagingOf(1, 20, 'params:asc', fields)).toBeUndefined();
    expect(wirePagingOf(1, 20, 'constructor:asc', fields)).toBeUndefined();
  });

  it("accepts a one-order list's order without sending it, and refuses the other direction", () => {
    const oneOrder = { appliedAt: { only: 'desc' as const } };
    expect(wirePagingOf(1, 20, 'appliedAt:desc', oneOrder)).toEqual({ pageNo: '1', pageSize: '20' });
    expect(wirePagingOf(1, 20, undefined, oneOrder)).toEqual({ pageNo: '1', pageSize: '20' });
    expect(wirePagingOf(1, 20, 'appliedAt:asc', oneOrder)).toBeUndefined();
    expect(wirePagingOf(1, 20, 'state:desc', oneOrder)).toBeUndefined();
  });
});

describe('toStateHistoryItem', () => {
  it('reads the state word with the codes of the record and keeps the word as the label', () => {
    const row = { status: '已提交', operateDate: '2024-05-01 08:00:00', operatorName: '张三', remark: '' };
    expect(toStateHistoryItem(row, reviewStateOf)).toEqual({ state: 'submitted', stateLabel: '已提交', at: '2024-05-01 08:00:00', operator: '张三', remark: null });
  });
});
