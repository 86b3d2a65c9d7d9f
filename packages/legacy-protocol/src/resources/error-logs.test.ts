import { describe, expect, it } from 'vitest';
import { encodeForm } from '../form';
import { ZWireErrorLog, errorLogForm } from './error-logs';

describe('ZWireErrorLog', () => {
  it('parses an error log row with a numeric code', () => {
    const row = ZWireErrorLog.parse({
      id: 'l1',
      type: 'script',
      code: 0,
      mes: 'TypeError: x is undefined',
      url: '/equipment',
      time: '2024-05-01 08:00:00',
      createDate: '2024-05-01 08:00:01',
    });
    expect(row).toMatchObject({ code: '0', type: 'script' });
    expect(row.userId).toBeUndefined();
  });
});

describe('errorLogForm', () => {
  it('builds the error log form with a string code', () => {
    const form = errorLogForm({ type: 'script', code: 0, mes: '出错了', url: '/home', time: '2024-05-01 08:00:00' });
    expect(form).toEqual({ type: 'script', code: '0', mes: '出错了', url: '/home', time: '2024-05-01 08:00:00' });
    expect(encodeForm(form)).toBe(
      'type=script&code=0&mes=%E5%87%BA%E9%94%99%E4%BA%86&url=%2Fhome&time=2024-05-01+08%3A00%3A00',
    );
  });
});

describe('tolerance of another JeeSite platform', () => {
  it('reads a row that has only the entity fields, in upper case', () => {
    const row = ZWireErrorLog.parse({ ID: 'l2', CREATE_DATE: 1714521601000 });
    expect(row).toMatchObject({ id: 'l2', createDate: '2024-05-01 08:00:01' });
    expect([row.type, row.code, row.mes, row.url, row.time]).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });
});
