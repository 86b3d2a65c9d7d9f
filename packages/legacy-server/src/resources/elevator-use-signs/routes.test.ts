import { ELEVATOR_USE_SIGN_MESSAGES, ELEVATOR_USE_SIGN_PRINT_PATHS, ELEVATOR_USE_SIGN_WIRE_PATHS } from '@portal/legacy-protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { equipment } from '../../db/schema';
import { get, login, type WireSession } from '../../http/wire-test-client';
import { pdfPageCount, pdfText, pdfToPng } from '../../pdf/testing';
import type { RunningLegacyServer } from '../../server';
import { DEMO_PASSWORD, DEMO_UNIT_IDS, startTestLegacyServer } from '../../testing';

let server: RunningLegacyServer;
let qiye: WireSession;
let shenhe: WireSession;

const shots = process.env.PDF_SHOTS;

beforeAll(async () => {
  server = await startTestLegacyServer();
  qiye = await login(server.url, 'qiye', DEMO_PASSWORD);
  shenhe = await login(server.url, 'shenhe', DEMO_PASSWORD);
  // Another unit's elevator, to show it is out of qiye's reach.
  const [lift] = await server.db.select().from(equipment).where(eq(equipment.id, '30101'));
  await server.db
    .insert(equipment)
    .values({ ...lift!, id: '39901', unitId: DEMO_UNIT_IDS.yonglun, registerCode: '31103302062020010099', searchText: undefined, statusCode: undefined } as typeof equipment.$inferInsert);
});
afterAll(async () => {
  await server?.close();
});

async function print(session: WireSession | undefined, ids: string, origin = 'https://portal.example.cn') {
  const params = new URLSearchParams({ ids, origin });
  if (session) {
    params.set('__sid', session.sid);
    params.set('__extend', session.extend);
  }
  return fetch(`${server.url}${ELEVATOR_USE_SIGN_PRINT_PATHS.signs}?${params.toString()}`);
}

describe('elevator use signs', () => {
  it('lists only the unit’s elevators, with what the sign prints and the status link', async () => {
    const { body } = await get(server.url, ELEVATOR_USE_SIGN_WIRE_PATHS.list, qiye, { pageNo: '1', pageSize: '50', origin: 'https://portal.example.cn' });
    expect(body.result).toBe('true');
    const page = body.data as { count: number; list: Record<string, string>[] };
    const ids = page.list.map((row) => row.id);
    expect(ids).toContain('30101');
    expect(ids).not.toContain('30104'); // the boiler
    expect(ids).not.toContain('39901'); // another unit's
    const lift = page.list.find((row) => row.id === '30101')!;
    expect(lift.registCode).toBe('31103302122021080045');
    expect(lift.rescuePhone).toBe('96333');
    expect(lift.maintUnit).toBe('宁波甬江电梯工程有限公司');
    // The link carries the elevator's random status code, never its (sequential) registration code.
    const [row] = await server.db.select({ statusCode: equipment.statusCode }).from(equipment).where(eq(equipment.id, '30101'));
    expect(row!.statusCode).toMatch(/^[0-9a-f]{24}$/);
    expect(lift.statusUrl).toBe(`https://portal.example.cn/elevator-status?code=${row!.statusCode}`);
  });

  it('filters by keyword and registration code', async () => {
    const byCode = await get(server.url, ELEVATOR_USE_SIGN_WIRE_PATHS.list, qiye, { registCode: '3110330212202108004' });
    const codes = (byCode.body.data as { list: { registCode: string }[] }).list.map((row) => row.registCode);
    expect(codes.length).toBeGreaterThan(0);
    expect(codes.every((code) => code.startsWith('3110330212202108004'))).toBe(true);
    const byKeyword = await get(server.url, ELEVATOR_USE_SIGN_WIRE_PATHS.list, qiye, { keyword: '扶梯' });
    expect((byKeyword.body.data as { list: { id: string }[] }).list.map((row) => row.id)).toEqual(['30103']);
  });

  it('prints the chosen elevators as one PDF, one sign per page, with a Chinese file name', async () => {
    const response = await print(qiye, '30101,30102');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('电梯使用标志_2台.pdf')}`);
    const pdf = Buffer.from(await response.arrayBuffer());
    if (shots) pdfToPng(pdf, shots, 'use-signs');
    expect(pdfPageCount(pdf)).toBe(2);
    const text = pdfText(pdf).replace(/\s/g, '');
    for (const expected of ['特种设备使用标志', '31103302122021080045', '31103302122021080044', '96333', '宁波甬江电梯工程有限公司', '使用登记证编号', '下次检验日期']) {
      expect(text).toContain(expected);
    }
  });

  it('refuses an empty choice, another unit’s elevator and a non-elevator alike', async () => {
    expect(await (await print(qiye, '')).json()).toMatchObject({ result: 'false', errorMsg: ELEVATOR_USE_SIGN_MESSAGES.noSelection });
    expect(await (await print(qiye, '30101,39901')).json()).toMatchObject({ result: 'false', errorMsg: ELEVATOR_USE_SIGN_MESSAGES.notFound });
    expect(await (await print(qiye, '30104')).json()).toMatchObject({ result: 'false', errorMsg: ELEVATOR_USE_SIGN_MESSAGES.notFound });
    expect(await (await print(undefined, '30101')).json()).toMatchObject({ result: 'login' });
  });

  it('refuses a role without the printing menu', async () => {
    const { body } = await get(server.url, ELEVATOR_USE_SIGN_WIRE_PATHS.list, shenhe);
    expect(body.result).toBe('false');
  });

  it('answers the public status by the random code of the sign, with nothing personal, and never by registration code', async () => {
    const codeOf = async (id: string) => (await server.db.select({ statusCode: equipment.statusCode }).from(equipment).where(eq(equipment.id, id)))[0]!.statusCode;
    const { body } = await get(server.url, ELEVATOR_USE_SIGN_WIRE_PATHS.publicStatus, undefined, { statusCode: await codeOf('30102') });
    expect(body.result).toBe('true');
    const status = body.data as Record<string, unknown>;
    expect(Object.keys(status).sort()).toEqual(
      ['checkConclusion', 'equCategoryName', 'equTypeName', 'maintPhone', 'maintUnit', 'nextCheckDate', 'overdue', 'registCode', 'rescuePhone', 'useUnitName'].sort(),
    );
    expect(status.rescuePhone).toBe('96333');
    expect(JSON.stringify(status)).not.toMatch(/1[3-9]\d{9}/); // no mobile numbers
    expect(status.registCode).toBe('31103302122021080044');
    const guesses: Record<string, string>[] = [{ registCode: '31103302122021080044' }, { statusCode: '31103302122021080044' }, { statusCode: '0'.repeat(24) }];
    for (const guess of guesses) {
      const unknown = await get(server.url, ELEVATOR_USE_SIGN_WIRE_PATHS.publicStatus, undefined, guess);
      expect(unknown.body).toMatchObject({ result: 'false', errorMsg: ELEVATOR_USE_SIGN_MESSAGES.unknownCode });
    }
    const boiler = await get(server.url, ELEVATOR_USE_SIGN_WIRE_PATHS.publicStatus, undefined, { statusCode: await codeOf('30104') });
    expect(boiler.body).toMatchObject({ result: 'false' });
  });
});
