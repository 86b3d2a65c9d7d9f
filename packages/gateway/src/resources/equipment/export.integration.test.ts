import { XLSX_MIME } from '@portal/contract';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { setUpGatewayTests } from '../../integration-support';

const gateway = setUpGatewayTests(['qiye', 'zhenhai', 'shenhe']);
const { cookies } = gateway;

function exportAs(cookie: string | undefined, query: string) {
  return gateway.app.inject({
    method: 'GET',
    url: `/api/v1/equipment/export?${query}`,
    ...(cookie ? { cookies: { portal_session: cookie } } : {}),
  });
}

async function sheetOf(res: LightMyRequestResponse): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Uint8Array.from(res.rawPayload).buffer);
  return workbook.worksheets[0]!;
}

/** Register codes in the 注册代码 column, without the header. */
function registerCodes(sheet: ExcelJS.Worksheet): string[] {
  const header = (sheet.getRow(1).values as unknown[]).indexOf('注册代码');
  const codes: string[] = [];
  sheet.eachRow((row, number) => {
    if (number > 1) codes.push(String(row.getCell(header).value ?? ''));
  });
  return codes;
}

function today(): string {
  return new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');
}

describe('GET /api/v1/equipment/export', () => {
  it('streams a real .xlsx with a Chinese header row, its length and a Chinese file name', async () => {
    const res = await exportAs(cookies.qiye, 'view=comprehensive');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_MIME);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment;/);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(`设备综合查询_${today()}.xlsx`)}`);
    const sheet = await sheetOf(res);
    expect(sheet.getRow(1).values).toEqual(expect.arrayContaining(['序号', '设备类别', '设备名称', '注册代码', '使用登记证编号', '下次检验日期', '距下次检验']));
    expect(sheet.actualRowCount - 1).toBe(7);
  });

  it('holds exactly the filtered list: as many rows as the list total', async () => {
    const list = await gateway.app.inject({
      method: 'GET',
      url: '/api/v1/equipment?categoryCode=3000&useState=in_use&pageSize=1',
      cookies: { portal_session: cookies.qiye },
    });
    const res = await exportAs(cookies.qiye, 'categoryCode=3000&useState=in_use');
    const sheet = await sheetOf(res);
    expect(sheet.actualRowCount - 1).toBe(list.json().total);
    expect(list.json().total).toBe(5);
  });

  it('names the file after the view and keeps the view’s rows', async () => {
    const res = await exportAs(cookies.qiye, 'view=overdue');
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain(`超期未检设备_${today()}.xlsx`);
    expect(registerCodes(await sheetOf(res))).toEqual(['31103302122021080044']);
  });

  it('applies the date rule: an inclusive nextCheckDateTo keeps its last day', async () => {
    const shanghai = new Date(Date.now() + 8 * 3600_000);
    const plus = (days: number) =>
      new Date(Date.UTC(shanghai.getUTCFullYear(), shanghai.getUTCMonth(), shanghai.getUTCDate() + days)).toISOString().slice(0, 10);
    const res = await exportAs(cookies.zhenhai, `nextCheckDateFrom=${plus(25)}&nextCheckDateTo=${plus(25)}`);
    expect(registerCodes(await sheetOf(res))).toEqual(['21503302112018060022']);
  });

  it('exports only the own unit’s files', async () => {
    const codes = registerCodes(await sheetOf(await exportAs(cookies.zhenhai, 'view=comprehensive')));
    expect(codes).toHaveLength(6);
    expect(codes.every((code) => code.slice(4, 10) === '330211')).toBe(true);
  });

  it('refuses a role without equipment:view (403), no session (401) and bad filters (400)', async () => {
    expect((await exportAs(cookies.shenhe, 'view=comprehensive')).statusCode).toBe(403);
    expect((await exportAs(undefined, 'view=comprehensive')).statusCode).toBe(401);
    const bad = await exportAs(cookies.qiye, 'view=everything&nextCheckDateFrom=2024-13-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(bad.json().errors.map((error: { path: string }) => error.path)).toEqual(expect.arrayContaining(['view']));
  });
});
