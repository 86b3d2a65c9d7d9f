import { describe, expect, it } from 'vitest';
import { addOneDay, isDateRuleKey, isWireDate, shiftDateKeys, wireQuery } from './date-rule';

describe('isDateRuleKey', () => {
  it.each(['createDateEnd', 'nextCheckDateEnd', 'timeEnd', 'End'])('matches %s, which ends in End', (key) => {
    expect(isDateRuleKey(key)).toBe(true);
  });

  it.each(['date', 'updatedate', 'updateTime', 'checkdateStart', 'time', 'updatetime', 'starttimeBegin'])(
    'matches %s, which contains date or time',
    (key) => {
      expect(isDateRuleKey(key)).toBe(true);
    },
  );

  it.each(['createDate', 'nextCheckDate', 'startTime', 'beginDate', 'DATE', 'end', 'endDate', 'unitId', 'Ending'])(
    'does not match %s (case-sensitive)',
    (key) => {
      expect(isDateRuleKey(key)).toBe(false);
    },
  );
});

describe('isWireDate', () => {
  it.each(['2024-02-29', '2024-01-05 08:30', '2024-01-05 08:30:15'])('accepts %s', (value) => {
    expect(isWireDate(value)).toBe(true);
  });

  it.each(['2023-02-29', '2024-13-01', '2024-1-5', '20240105', '2024-01-05T08:30:00', 'abc', '', '2024-01-05 8:30'])(
    'rejects %j',
    (value) => {
      expect(isWireDate(value)).toBe(false);
    },
  );
});

describe('addOneDay', () => {
  it.each([
    ['2024-01-15', '2024-01-16'],
    ['2024-02-28', '2024-02-29'],
    ['2024-02-29', '2024-03-01'],
    ['2023-02-28', '2023-03-01'],
    ['2024-04-30', '2024-05-01'],
    ['2024-01-31', '2024-02-01'],
    ['2024-12-31', '2025-01-01'],
    ['2000-02-28', '2000-02-29'],
    ['1900-02-28', '1900-03-01'],
  ])('turns %s into %s', (value, expected) => {
    expect(addOneDay(value)).toBe(expected);
  });

  it('keeps a HH:mm:ss time part', () => {
    expect(addOneDay('2024-12-31 23:59:59')).toBe('2025-01-01 23:59:59');
  });

  it('keeps a HH:mm time part', () => {
    expect(addOneDay('2024-02-29 08:30')).toBe('2024-03-01 08:30');
  });

  it('throws on a value that is not a wire date', () => {
    expect(() => addOneDay('2023-02-30')).toThrow(/Not a wire date/);
    expect(() => addOneDay('abc')).toThrow(/Not a wire date/);
  });
});

describe('shiftDateKeys', () => {
  it('adds a day to date values of keys ending in End', () => {
    expect(shiftDateKeys({ nextCheckDateEnd: '2024-02-29' })).toEqual({ nextCheckDateEnd: '2024-03-01' });
  });

  it('adds a day to date values of keys containing date or time', () => {
    expect(shiftDateKeys({ updatetime: '2024-12-31 10:00:00', checkdate: '2023-02-28' })).toEqual({
      updatetime: '2025-01-01 10:00:00',
      checkdate: '2023-03-01',
    });
  });

  it('leaves camel-case createDate alone', () => {
    expect(shiftDateKeys({ createDate: '2024-02-29' })).toEqual({ createDate: '2024-02-29' });
  });

  it('passes non-date values of date-rule keys unchanged', () => {
    expect(shiftDateKeys({ time: 'abc', dateType: 1, timeEnd: '2024-02-30' })).toEqual({
      time: 'abc',
      dateType: '1',
      timeEnd: '2024-02-30',
    });
  });

  it('drops null, undefined and empty values', () => {
    expect(shiftDateKeys({ a: null, b: undefined, c: '', createDateEnd: '' })).toEqual({});
  });

  it('stringifies numbers and booleans and keeps zero and false', () => {
    expect(shiftDateKeys({ pageNo: 2, count: 0, isCommit: true, isPc: false })).toEqual({
      pageNo: '2',
      count: '0',
      isCommit: 'true',
      isPc: 'false',
    });
  });

  it('does not modify its input', () => {
    const params = { createDateEnd: '2024-01-01' };
    shiftDateKeys(params);
    expect(params).toEqual({ createDateEnd: '2024-01-01' });
  });
});

describe('wireQuery', () => {
  it('is shiftDateKeys written by URLSearchParams', () => {
    const cases = [
      {},
      { pageNo: 1, pageSize: 10, orderBy: 'a.update_date DESC' },
      { keyword: '电梯 一号', nextCheckDateEnd: '2024-02-29', empty: '', none: undefined, nothing: null, yes: true },
      { 'odd key&=': "it's (x) ~!", createDate: '2024-02-29', updatetime: '2024-12-31 10:00:00' },
    ];
    for (const params of cases) expect(wireQuery(params)).toBe(new URLSearchParams(shiftDateKeys(params)).toString());
  });
});
