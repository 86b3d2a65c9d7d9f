import { EQUIPMENT_DATA_PATHS, EQUIPMENT_WIRE_PATHS } from '@portal/legacy-protocol';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, login, type WireSession } from '../../http/wire-test-client';
import type { RunningLegacyServer } from '../../server';
import { DEMO_PASSWORD, startTestLegacyServer } from '../../testing';

// Enough generated files that qiye's unit spans many of the export's slices (workbook.ts, BATCH_ROWS).
let server: RunningLegacyServer;
let qiye: WireSession;

beforeAll(async () => {
  server = await startTestLegacyServer({ seedEquipment: 3000 });
  qiye = await login(server.url, 'qiye', DEMO_PASSWORD);
});
afterAll(async () => {
  await server?.close();
});

/** 注册代码 of every file of the list, page by page, as the screen shows them (newest change first). */
async function listedRegisterCodes(): Promise<string[]> {
  const codes: string[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const { body } = await get(server.url, EQUIPMENT_WIRE_PATHS.list, qiye, { pageNo: String(pageNo), pageSize: '100' });
    const page = body.data as { list: { registerCode?: string }[]; count: number };
    codes.push(...page.list.map((row) => row.registerCode ?? ''));
    if (codes.length >= page.count || page.list.length === 0) return codes;
  }
}

describe('the equipment export in slices', () => {
  it('writes every file of the unit once, in the list order, numbered without a gap', async () => {
    const listed = await listedRegisterCodes();
    expect(listed.length).toBeGreaterThan(400);
    const params = new URLSearchParams({ __sid: qiye.sid, __extend: qiye.extend });
    const response = await fetch(`${server.url}${EQUIPMENT_DATA_PATHS.export}?${params.toString()}`);
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const codeColumn = headers.indexOf('注册代码') + 1;
    const rows = sheet.getRows(2, sheet.actualRowCount - 1) ?? [];
    expect(rows.map((row) => row.getCell(1).value)).toEqual(listed.map((_code, index) => index + 1));
    expect(rows.map((row) => String(row.getCell(codeColumn).value ?? ''))).toEqual(listed);
  });
});
