import { message, pageOf, ZFaultRegistrationSchema, type FaultRegistration } from '@portal/contract';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpGatewayTests } from '../../integration-support';

const ZFaultPage = pageOf(ZFaultRegistrationSchema);

const { cookies, inject } = setUpGatewayTests(['qiye', 'zhenhai', 'shenhe']);

/** The demo fault of 宁波悦澜's dumbwaiter (seeded). */
const SEEDED_ID = '72001';

/** A fault of 宁波悦澜's 2号客梯, still being handled. */
const FAULT = {
  registerCode: '31103302122021080044',
  place: '主楼西侧电梯厅',
  faultAt: '2026-11-21 10:00:00',
  faultDescription: '层门关闭异常',
  faultCause: 'equipment',
  handling: '更换层门门锁',
  handler: '李强',
};

async function listOf(cookie: string, query = ''): Promise<FaultRegistration[]> {
  const res = await inject(cookie, 'GET', `/api/v1/fault-registrations?pageSize=50${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const page = ZFaultPage.parse(res.json());
  expect(page.items).toHaveLength(page.total);
  return page.items;
}

/** The export's data rows as [注册代码, 故障地点, 故障描述], in the workbook's order. */
async function exportedRows(cookie: string, query = ''): Promise<{ disposition: string; type: string; rows: string[][] }> {
  const res = await inject(cookie, 'GET', `/api/v1/fault-registrations/export${query ? `?${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1);
  const column = (header: string) => headers.indexOf(header) + 1;
  const rows: string[][] = [];
  sheet.eachRow((row, number) => {
    if (number > 1) rows.push(['注册代码', '故障地点', '故障描述'].map((header) => String(row.getCell(column(header)).value ?? '')));
  });
  return { disposition: String(res.headers['content-disposition']), type: String(res.headers['content-type']), rows };
}

const rowOf = (fault: FaultRegistration) => [fault.registerCode, fault.place, fault.faultDescription];

describe('fault registrations through the gateway', () => {
  let created: FaultRegistration;

  beforeAll(async () => {
    const res = await inject(cookies.qiye, 'POST', '/api/v1/fault-registrations', FAULT);
    expect(res.statusCode, res.body).toBe(201);
    created = ZFaultRegistrationSchema.parse(res.json());
  });

  it("lists the signed-in unit's faults only", async () => {
    const own = await listOf(cookies.qiye);
    expect(own.map((fault) => fault.id).sort()).toEqual([SEEDED_ID, created.id].sort());
    const other = await listOf(cookies.zhenhai);
    expect(other.map((fault) => fault.id)).not.toContain(SEEDED_ID);
    expect(other.map((fault) => fault.id)).not.toContain(created.id);
  });

  it("answers 404 for another unit's registration, read or corrected", async () => {
    expect((await inject(cookies.zhenhai, 'GET', `/api/v1/fault-registrations/${SEEDED_ID}`)).statusCode).toBe(404);
    expect((await inject(cookies.zhenhai, 'GET', `/api/v1/fault-registrations/${created.id}`)).statusCode).toBe(404);
    expect((await inject(cookies.zhenhai, 'PUT', `/api/v1/fault-registrations/${created.id}`, FAULT)).statusCode).toBe(404);
    expect((await inject(cookies.qiye, 'GET', `/api/v1/fault-registrations/${created.id}`)).statusCode).toBe(200);
  });

  it('refuses a recovery before the fault with the Chinese field message and creates nothing', async () => {
    const before = await listOf(cookies.qiye);
    const res = await inject(cookies.qiye, 'POST', '/api/v1/fault-registrations', { ...FAULT, recoveredAt: '2026-11-21 09:00:00' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().errors).toContainEqual({ path: 'recoveredAt', code: 'invalid_value', message: '恢复时间不能早于故障时间' });
    const blank = await inject(cookies.qiye, 'POST', '/api/v1/fault-registrations', { ...FAULT, place: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toContainEqual({ path: 'place', code: 'required', message: message('required') });
    expect(await listOf(cookies.qiye)).toEqual(before);
  });

  it('exports the filtered list as an Excel workbook with a Chinese file name', async () => {
    const all = await exportedRows(cookies.qiye);
    expect(all.type).toContain('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(decodeURIComponent(all.disposition)).toMatch(/filename\*=UTF-8''电梯故障登记_\d{8}\.xlsx/);
    expect(all.rows).toEqual((await listOf(cookies.qiye)).map(rowOf));

    const query = 'dateFrom=2026-11-21&dateTo=2026-11-21&sort=faultAt:desc';
    const filtered = await exportedRows(cookies.qiye, query);
    const listed = await listOf(cookies.qiye, `&${query}`);
    expect(listed.map((fault) => fault.id)).toEqual([created.id]);
    expect(filtered.rows).toEqual(listed.map(rowOf));

    const byKeyword = await exportedRows(cookies.qiye, `keyword=${encodeURIComponent('控制板')}`);
    expect(byKeyword.rows).toEqual((await listOf(cookies.qiye, `&keyword=${encodeURIComponent('控制板')}`)).map(rowOf));
    expect(byKeyword.rows).toHaveLength(1);

    expect((await exportedRows(cookies.zhenhai)).rows).toEqual((await listOf(cookies.zhenhai)).map(rowOf));
  });

  it('refuses a reversed date range, no session and an account without the menu', async () => {
    const reversed = await inject(cookies.qiye, 'GET', '/api/v1/fault-registrations/export?dateFrom=2026-11-30&dateTo=2026-11-01');
    expect(reversed.statusCode).toBe(400);
    expect((await inject(undefined, 'GET', '/api/v1/fault-registrations/export')).statusCode).toBe(401);
    expect((await inject(cookies.shenhe, 'GET', '/api/v1/fault-registrations/export')).statusCode).toBe(403);
    expect((await inject(cookies.shenhe, 'GET', '/api/v1/fault-registrations')).statusCode).toBe(403);
  });
});
