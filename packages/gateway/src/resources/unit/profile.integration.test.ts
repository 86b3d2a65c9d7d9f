import { ZEquipmentStatisticsSchema, ZUnitProfileSchema, ZUnitSchema } from '@portal/contract';
import { startTestLegacyServer } from '@portal/legacy-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestGateway, type TestGateway } from '../../integration-support';

/** 宁波悦澜 (qiye's unit). */
const YUELAN = '20002';

let platform: { url: string; close(): Promise<void> };
let gateway: TestGateway;
let qiye: string;
let shenhe: string;
let admin: string;

beforeAll(async () => {
  platform = await startTestLegacyServer();
  gateway = await startTestGateway(platform.url);
  qiye = await login(gateway.app, 'qiye');
  shenhe = await login(gateway.app, 'shenhe');
  admin = await login(gateway.app, 'admin');
});
afterAll(async () => {
  await gateway?.close();
  await platform?.close();
});

function get(cookie: string | undefined, url: string) {
  return gateway.app.inject({ method: 'GET', url, ...(cookie ? { cookies: { portal_session: cookie } } : {}) });
}

describe('GET /api/v1/units/:id', () => {
  it('shows the institute any unit with its equipment counted as on the unit’s own work desktop', async () => {
    const res = await get(shenhe, `/api/v1/units/${YUELAN}`);
    expect(res.statusCode, res.body).toBe(200);
    const profile = ZUnitProfileSchema.parse(res.json());
    const own = ZUnitSchema.parse((await get(qiye, '/api/v1/unit')).json());
    const { equipment, ...unit } = profile;
    expect(unit).toEqual(own);
    const desk = ZEquipmentStatisticsSchema.parse((await get(qiye, '/api/v1/dashboard/statistics')).json());
    expect(equipment).toEqual(desk);
    expect(equipment.total).toBeGreaterThan(0);
    expect((await get(admin, `/api/v1/units/${YUELAN}`)).statusCode).toBe(200);
  });

  it('answers 404 for an id that names no unit', async () => {
    const res = await get(shenhe, '/api/v1/units/99999');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });

  it('answers 401 without a session and 403 to an enterprise, even for its own unit', async () => {
    expect((await get(undefined, `/api/v1/units/${YUELAN}`)).statusCode).toBe(401);
    expect((await get(qiye, `/api/v1/units/${YUELAN}`)).statusCode).toBe(403);
    expect((await get(qiye, '/api/v1/units/20001')).statusCode).toBe(403);
  });
});
