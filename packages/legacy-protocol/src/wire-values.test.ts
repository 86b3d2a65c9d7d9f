import { describe, expect, it } from 'vitest';
import { z } from 'zod/v4';
import {
  wireDateTimeText,
  wireJsonText,
  wireKey,
  wireList,
  wireRecord,
  wireWordsOf,
  withWireKeys,
  ZWireCount,
  ZWireDateTime,
  ZWireFlag,
  ZWireOptionalNumber,
  ZWireOptionalText,
  ZWireStateHistory,
  ZWireText,
} from './wire-values';

describe('keys in any case', () => {
  it('share one spelling across case and underscores', () => {
    expect(['areaCode', 'areacode', 'AREACODE', 'area_code', 'AREA_CODE'].map(wireKey)).toEqual(Array(5).fill('areacode'));
  });

  it('are copied under the spelling the schema expects, which wins when both are there', () => {
    expect(withWireKeys(['areaCode', 'orgname'], { areacode: '330206', ORGNAME: '甬仑' })).toMatchObject({ areaCode: '330206', orgname: '甬仑' });
    expect(withWireKeys(['areaCode'], { areaCode: '330206', AREACODE: '330000' })).toMatchObject({ areaCode: '330206' });
    expect(withWireKeys(['areaCode'], null)).toBeNull();
  });

  it('let a wire record read its fields whatever their case and leave out the rest', () => {
    const ZRecord = wireRecord({ id: ZWireText, areaCode: ZWireOptionalText });
    expect(ZRecord.parse({ ID: 7, AREA_CODE: '330206', extra: true })).toEqual({ id: '7', areaCode: '330206' });
    expect(ZRecord.safeParse({ areaCode: '330206' }).success).toBe(false);
  });

  it('read fields that are no wire value through their own schema, nested records included', () => {
    const ZInner = wireRecord({ code: ZWireText });
    const ZRecord = wireRecord({ id: ZWireText, kind: z.enum(['a', 'b']), inner: ZInner.optional() });
    expect(ZRecord.parse({ id: 1, kind: 'a', inner: { CODE: 9 } })).toEqual({ id: '1', kind: 'a', inner: { code: '9' } });
    expect(ZRecord.parse({ id: 1, kind: 'b' })).toEqual({ id: '1', kind: 'b' });
  });

  it('name every rejected field of a record', () => {
    const ZRecord = wireRecord({ id: ZWireText, kind: z.enum(['a', 'b']), count: ZWireCount });
    const result = ZRecord.safeParse({ id: true, kind: 'c', count: 3 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['id'], ['kind']]);
    expect(ZRecord.safeParse('not a record').success).toBe(false);
  });

  it('never take over an inherited name', () => {
    const ZRecord = wireRecord({ name: ZWireOptionalText });
    const parsed = ZRecord.parse(JSON.parse('{"__proto__": {"polluted": true}, "NAME": "甬仑"}'));
    expect(parsed.name).toBe('甬仑');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('type variants', () => {
  it('read numbers as text and text as numbers', () => {
    expect(ZWireText.parse(30001)).toBe('30001');
    expect(ZWireOptionalText.parse(null)).toBeUndefined();
    expect(ZWireOptionalNumber.parse('1.6')).toBe(1.6);
    expect(ZWireOptionalNumber.parse('')).toBeNull();
    expect(ZWireCount.parse('12')).toBe(12);
  });

  it.each([
    [true, true],
    [1, true],
    ['1', true],
    ['true', true],
    ['TRUE', true],
    [' True ', true],
    [false, false],
    [0, false],
    ['0', false],
    ['false', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('read the flag %j as %s', (value, flag) => {
    expect(ZWireFlag.parse(value)).toBe(flag);
  });

  it('refuse a flag spelling they do not know', () => {
    expect(ZWireFlag.safeParse('maybe').success).toBe(false);
    expect(ZWireFlag.safeParse(2).success).toBe(false);
  });
});

describe('times', () => {
  it('write epoch milliseconds as Asia/Shanghai time in the platform form', () => {
    expect(ZWireDateTime.parse(1732348200000)).toBe('2024-11-23 15:50:00');
    expect(ZWireDateTime.parse('1732348200000')).toBe('2024-11-23 15:50:00');
  });

  it('drop the T and the fraction of local times', () => {
    expect(wireDateTimeText('2024-05-31T10:00:00')).toBe('2024-05-31 10:00:00');
    expect(wireDateTimeText('2024-05-31 10:00:00.0')).toBe('2024-05-31 10:00:00');
    expect(wireDateTimeText('2024-05-31 10:00')).toBe('2024-05-31 10:00:00');
  });

  it('leave dates and other text as sent', () => {
    expect(wireDateTimeText('2024-05-31')).toBe('2024-05-31');
    expect(wireDateTimeText('2024-05-31 10:00:00')).toBe('2024-05-31 10:00:00');
    expect(wireDateTimeText('昨天')).toBe('昨天');
  });

  it('trims, and reads epoch milliseconds, whatever looks almost like the platform form', () => {
    expect(wireDateTimeText(' 2024-05-31 10:00:00 ')).toBe('2024-05-31 10:00:00');
    expect(wireDateTimeText('1717120800000')).toBe('2024-05-31 10:00:00');
    expect(wireDateTimeText(1717120800000)).toBe('2024-05-31 10:00:00');
    expect(wireDateTimeText('2024-05-31 10:00:0x')).toBe('2024-05-31 10:00:0x');
    expect(wireDateTimeText('2024-05-31 1a:00:00')).toBe('2024-05-31 1a:00:00');
  });
});

describe('lists and state histories in records', () => {
  it('reads a list the platform leaves out or sends as null as an empty one', () => {
    const record = wireRecord({ history: wireList(ZWireStateHistory) });
    expect(record.parse({})).toEqual({ history: [] });
    expect(record.parse({ history: null })).toEqual({ history: [] });
  });

  it('reads a history row in any key case, its operator and remark optional', () => {
    const [row] = wireList(ZWireStateHistory).parse([{ STATUS: '已提交', operate_date: '2024-05-01 08:00:00' }]);
    expect(row).toEqual({ status: '已提交', operateDate: '2024-05-01 08:00:00', operatorName: undefined, remark: undefined });
  });
});

describe('JSON text in a form field', () => {
  const list = wireJsonText(z.array(z.object({ field: z.string() })).max(1));

  it('reads the JSON text on with the schema', () => {
    expect(list.parse('[{"field":"uscc"}]')).toEqual([{ field: 'uscc' }]);
  });

  it('refuses text that is not JSON, and JSON the schema refuses', () => {
    expect(list.safeParse('[').error?.issues[0]?.message).toBe('not JSON');
    expect(list.safeParse('[{},{}]').success).toBe(false);
  });
});

describe('words keyed by codes', () => {
  it('lists the words in the order of the codes, for z.enum', () => {
    const words = wireWordsOf({ unpaid: '未缴费', paid: '已缴费' });
    expect(words).toEqual(['未缴费', '已缴费']);
    expect(z.enum(words).safeParse('已缴费').success).toBe(true);
  });
});
