import { ZErrorLogBodySchema, ZErrorLogSchema } from '@portal/contract';
import { errorLogForm, ZWireErrorLog } from '@portal/legacy-protocol';
import { describe, expect, it } from 'vitest';
import { toErrorLog, toWireErrorLogEntry } from './mapping';

const entry = (time: string) => ZErrorLogBodySchema.parse({ type: 'script', code: 0, mes: 'TypeError', url: '/equipment', time });

describe('toWireErrorLogEntry', () => {
  it.each([
    ['UTC (Z)', '2026-11-23T07:50:00.000Z', '2026-11-23 15:50:00'],
    ['+08:00', '2026-11-23T15:50:00+08:00', '2026-11-23 15:50:00'],
    ['-05:00', '2026-11-23T07:50:00-05:00', '2026-11-23 20:50:00'],
    ['the legacy local form', '2026-11-23 15:50:00', '2026-11-23 15:50:00'],
  ])('writes a time in %s as Asia/Shanghai time', (_, time, wire) => {
    expect(errorLogForm(toWireErrorLogEntry(entry(time)))).toMatchObject({ time: wire, code: '0', mes: 'TypeError' });
  });

  it('never gets an impossible day: the contract refuses it', () => {
    expect(ZErrorLogBodySchema.safeParse({ type: 'script', code: 0, mes: 'x', url: '/', time: '2026-02-30T10:00:00Z' }).success).toBe(false);
  });
});

describe('toErrorLog', () => {
  it('answers a row that has only the entity fields, with a script type and empty text', () => {
    const log = toErrorLog(ZWireErrorLog.parse({ ID: 'l1', CREATEDATE: 1714521601000 }));
    expect(log).toEqual({ id: 'l1', type: 'script', code: '', mes: '', url: '', time: '', createdAt: '2024-05-01 08:00:01' });
    expect(ZErrorLogSchema.safeParse(log).success).toBe(true);
  });
});
