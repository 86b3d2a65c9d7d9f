import { FAULT_REGISTRATION_DATA_PATHS, FAULT_REGISTRATION_WIRE_PATHS } from '@portal/legacy-protocol';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatWireDate } from '../../http/wire-date';
import type { RunningLegacyServer } from '../../server';
import { DEMO_PASSWORD, startTestLegacyServer } from '../../testing';
import { get, login, post, type WireSession } from '../../http/wire-test-client';
import { FAULT_EXPORT_TITLE } from './workbook';

/** A fault of 宁波悦澜's passenger lift, besides the seeded one of its dumbwaiter. */
const FORM = {
  registCode: '31103302122021080044',
  faultPlace: '主楼西侧电梯厅',
  faultTime: '2026-11-21 10:00:00',
  faultDesc: '层门关闭异常',
  faultReason: '设备故障',
  dealMeasure: '更换层门门锁',
  recoverTime: '',
  dealPerson: '李强',
};

let server: RunningLegacyServer;
let qiye: WireSession;
let zhenhai: WireSession;

beforeAll(async () => {
  server = await startTestLegacyServer();
  qiye = await login(server.url, 'qiye', DEMO_PASSWORD);
  zhenhai = await login(server.url, 'zhenhai', DEMO_PASSWORD);
  const saved = await post(server.url, FAULT_REGISTRATION_WIRE_PATHS.save, FORM, qiye);
  expect(saved.body.result, JSON.stringify(saved.body)).toBe('true');
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
  return `${server.url}${FAULT_REGISTRATION_DATA_PATHS.export}?${params.toString()}`;
}

async function sheetOf(response: Response): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ExcelJS.Buffer);
  return workbook.worksheets[0]!;
}

/** The data rows' cells from the second column on (the first is 序号). */
function rowsOf(sheet: ExcelJS.Worksheet): unknown[][] {
  const rows: unknown[][] = [];
  sheet.eachRow((row, number) => {
    if (number > 1) rows.push((row.values as unknown[]).slice(2));
  });
  return rows;
}

async function listCount(session: WireSession, query: Record<string, string> = {}): Promise<number> {
  const { body } = await get(server.url, FAULT_REGISTRATION_WIRE_PATHS.list, session, { pageSize: '50', ...query });
  return (body.data as { count: number }).count;
}

describe('GET /api/data/eleFaultMain/export', () => {
  it('answers an .xlsx of the unit\'s whole list with its length and a Chinese file name', async () => {
    const response = await fetch(exportUrl({}, qiye));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const day = formatWireDate(new Date()).replaceAll('-', '');
    expect(response.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent(`电梯故障登记_${day}.xlsx`)}`);
    expect(response.headers.get('content-disposition')).toContain(`filename="faults_${day}.xlsx"`);
    const sheet = await sheetOf(response);
    expect(sheet.name).toBe(FAULT_EXPORT_TITLE);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      '序号',
      '故障时间',
      '注册代码',
      '设备名称',
      '故障地点',
      '故障描述',
      '故障原因分类',
      '处理措施',
      '恢复时间',
      '处理人',
      '状态',
    ]);
    expect(sheet.actualRowCount - 1).toBe(await listCount(qiye));
    expect(sheet.actualRowCount - 1).toBe(2);
  });

  it('keeps the list\'s filters and order', async () => {
    const filtered = rowsOf(await sheetOf(await fetch(exportUrl({ faultDateBegin: '2026-11-21', faultDateEnd: '2026-11-22' }, qiye))));
    expect(filtered).toEqual([['2026-11-21 10:00', FORM.registCode, '曳引驱动乘客电梯', FORM.faultPlace, FORM.faultDesc, '设备故障', FORM.dealMeasure, '', '李强', '处理中']]);
    const byKeyword = rowsOf(await sheetOf(await fetch(exportUrl({ keyword: '控制板' }, qiye))));
    expect(byKeyword.map((row) => row[1])).toEqual(['34303302122021080047']);
    const ascending = rowsOf(await sheetOf(await fetch(exportUrl({ orderBy: 'fault_time asc' }, qiye))));
    const descending = rowsOf(await sheetOf(await fetch(exportUrl({ orderBy: 'fault_time desc' }, qiye))));
    expect(ascending.map((row) => row[0])).toEqual(descending.map((row) => row[0]).reverse());
  });

  it('holds only the signed-in unit\'s registrations', async () => {
    const sheet = await sheetOf(await fetch(exportUrl({}, zhenhai)));
    expect(sheet.actualRowCount - 1).toBe(await listCount(zhenhai));
    expect(rowsOf(sheet).flat()).not.toContain(FORM.registCode);
    expect(rowsOf(sheet).flat()).not.toContain('34303302122021080047');
  });

  it('answers JSON, not a file, without a session or with a bad filter', async () => {
    const anonymous = await fetch(exportUrl({}));
    expect(anonymous.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await anonymous.json()).toMatchObject({ result: 'login' });
    const bad = await fetch(exportUrl({ faultDateBegin: 'yesterday' }, qiye));
    expect(await bad.json()).toMatchObject({ result: 'false', errorMsg: expect.any(String) });
    const unsortable = await fetch(exportUrl({ orderBy: 'deal_person asc' }, qiye));
    expect(await unsortable.json()).toMatchObject({ result: 'false' });
  });
});
