import { ZAuditRecordSchema } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { safeField, shanghaiDay, shanghaiTime, toAuditRecord } from './audit-record';

const request = { ip: '203.0.113.7', id: 'req-0001-abcd' };

describe('shanghaiTime', () => {
  it('writes RFC 3339 with the +08:00 offset of Asia/Shanghai', () => {
    expect(shanghaiTime(new Date('2026-11-23T07:50:00.000Z'))).toBe('2026-11-23T15:50:00.000+08:00');
  });

  it('files an event after 16:00 UTC under the next Shanghai day', () => {
    expect(shanghaiDay(new Date('2026-11-23T16:30:00.000Z'))).toBe('2026-11-24');
    expect(shanghaiDay(new Date('2026-11-23T15:59:59.999Z'))).toBe('2026-11-23');
  });
});

describe('toAuditRecord', () => {
  it('adds time, client address and request id to what the route knows, as the contract says', () => {
    const record = toAuditRecord(request, { event: 'login', outcome: 'failure', user: 'qiye', detail: '密码错误' }, new Date('2026-11-23T07:50:00.000Z'), 'id-1');
    expect(ZAuditRecordSchema.parse(record)).toEqual({
      id: 'id-1',
      time: '2026-11-23T15:50:00.000+08:00',
      event: 'login',
      outcome: 'failure',
      user: 'qiye',
      role: null,
      address: '203.0.113.7',
      requestId: 'req-0001-abcd',
      target: null,
      detail: '密码错误',
    });
  });

  it('gives every record its own id', () => {
    const at = new Date();
    const ids = new Set(Array.from({ length: 100 }, () => toAuditRecord(request, { event: 'logout', outcome: 'success' }, at).id));
    expect(ids.size).toBe(100);
  });

  it('drops control characters, so a typed name cannot forge a second line or hide behind a NUL', () => {
    const record = toAuditRecord(
      request,
      { event: 'login', outcome: 'failure', user: 'qiye\n{"event":"login","outcome":"success"}\u0000\u202E', target: '\r\n\t' },
      new Date(),
    );
    expect(record.user).toBe('qiye{"event":"login","outcome":"success"}');
    expect(record.target).toBeNull();
    expect(JSON.stringify(record)).not.toMatch(/\\n|\\u0000/);
  });

  it('caps each field, whatever a client typed', () => {
    const record = toAuditRecord(request, { event: 'login', outcome: 'failure', user: 'x'.repeat(5000), detail: '长'.repeat(500) }, new Date());
    expect(record.user).toHaveLength(64);
    expect(record.user?.endsWith('…')).toBe(true);
    expect(record.detail).toHaveLength(200);
    expect(safeField('short', 64)).toBe('short');
  });
});
