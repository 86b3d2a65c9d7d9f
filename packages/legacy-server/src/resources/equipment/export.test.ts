import { EQUIPMENT_DATA_PATHS } from '@portal/legacy-protocol';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatWireDate } from '../../http/wire-date';
import type { RunningLegacyServer } from '../../server';
import { DEMO_PASSWORD, startTestLegacyServer } from '../../testing';
import { daysToCheckText } from './workbook';
import { login, type WireSession } from '../../http/wire-test-client';

let server: RunningLegacyServer;
let qiye: WireSession;

beforeAll(async () => {
  server = await startTestLegacyServer();
  qiye = await login(server.url, 'qiye', DEMO_PASSWORD);
});
afterAll(async () => {
  await server?.close();
});

function exportUrl(query: Record<string, string>, session?: WireSession): string {
  const params = new URLSearchParams(query);
  if (session) {
    params.set('__sid', session.sid);
    params.set('__extend', session.extend);
  }
  return `${server.url}${EQUIPMENT_DATA_PATHS.export}?${params.toString()}`;
}

describe('daysToCheckText', () => {
  it('says 距下次检验 as the list does', () => {
    expect(daysToCheckText('2026-11-01', '2026-11-21')).toBe('超期 20 天');
    expect(daysToCheckText('2026-11-21', '2026-11-21')).toBe('今日到期');
    expect(daysToCheckText('2026-12-21', '2026-11-21')).toBe('30 天后');
    expect(daysToCheckText(null, '2026-11-21')).toBeNull();
  });
});

describe('GET /api/data/equipment/export', () => {
  it('carries the on-screen 距下次检验 column after 下次检验日期', async () => {
    const response = await fetch(exportUrl({ queryType: 'timeout' }, qiye));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const next = headers.indexOf('下次检验日期');
    expect(headers[next + 1]).toBe('距下次检验');
    expect(String(sheet.getRow(2).getCell(next + 2).value)).toMatch(/^超期 \d+ 天$/);
  });

  it('answers an .xlsx of the whole filtered list with its length and a Chinese file name', async () => {
    const response = await fetch(exportUrl({ equCategory: '3000' }, qiye));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
    const day = formatWireDate(new Date()).replaceAll('-', '');
    expect(response.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent(`设备综合查询_${day}.xlsx`)}`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('设备综合查询');
    expect(sheet.getRow(1).getCell(4).value).toBe('设备名称');
    expect(sheet.actualRowCount).toBe(1 + 6);
  });

  it('names the file after the view', async () => {
    const response = await fetch(exportUrl({ queryType: 'timeout' }, qiye));
    expect(decodeURIComponent(response.headers.get('content-disposition') ?? '')).toContain('超期未检设备_');
  });

  it('answers JSON, not a file, without a session or with a bad filter', async () => {
    const anonymous = await fetch(exportUrl({}));
    expect(anonymous.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await anonymous.json()).toMatchObject({ result: 'login' });
    const bad = await fetch(exportUrl({ nextCheckDateEnd: 'tomorrow' }, qiye));
    expect(await bad.json()).toMatchObject({ result: 'false', errorMsg: expect.any(String) });
  });
});
