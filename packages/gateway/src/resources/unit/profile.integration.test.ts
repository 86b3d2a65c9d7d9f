import { ZEquipmentStatisticsSchema, ZUnitProfileSchema, ZUnitSchema } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { setUpGatewayTests } from '../../integration-support';

/** 宁波悦澜 (qiye's unit). */
const YUELAN = '20002';

const { cookies, inject } = setUpGatewayTests(['qiye', 'shenhe', 'admin']);

const get = (cookie: string | undefined, url: string) => inject(cookie, 'GET', url);

describe('GET /api/v1/units/:id', () => {
  it('shows the institute any unit with its equipment counted as on the unit’s own work desktop', async () => {
    const res = await get(cookies.shenhe, `/api/v1/units/${YUELAN}`);
    expect(res.statusCode, res.body).toBe(200);
    const profile = ZUnitProfileSchema.parse(res.json());
    const own = ZUnitSchema.parse((await get(cookies.qiye, '/api/v1/unit')).json());
    const { equipment, ...unit } = profile;
    expect(unit).toEqual(own);
    const desk = ZEquipmentStatisticsSchema.parse((await get(cookies.qiye, '/api/v1/dashboard/statistics')).json());
    expect(equipment).toEqual(desk);
    expect(equipment.total).toBeGreaterThan(0);
    expect((await get(cookies.admin, `/api/v1/units/${YUELAN}`)).statusCode).toBe(200);
  });

  it('answers 404 for an id that names no unit', async () => {
    const res = await get(cookies.shenhe, '/api/v1/units/99999');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });

  it('answers 401 without a session and 403 to an enterprise, even for its own unit', async () => {
    expect((await get(undefined, `/api/v1/units/${YUELAN}`)).statusCode).toBe(401);
    expect((await get(cookies.qiye, `/api/v1/units/${YUELAN}`)).statusCode).toBe(403);
    expect((await get(cookies.qiye, '/api/v1/units/20001')).statusCode).toBe(403);
  });
});
