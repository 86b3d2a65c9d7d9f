import { message, pageOf, ZFaultRegistrationSchema, ZRescueRegistrationSchema, type RescueRegistration } from '@portal/contract';
import { RESCUE_REGISTRATION_MESSAGES } from '@portal/legacy-protocol';
import { describe, expect, it } from 'vitest';
import { setUpGatewayTests } from '../../integration-support';

const ZRescuePage = pageOf(ZRescueRegistrationSchema);
const ZFaultPage = pageOf(ZFaultRegistrationSchema);

const { cookies, inject } = setUpGatewayTests(['qiye', 'zhenhai', 'shenhe']);

/** An entrapment in 宁波悦澜's 1号客梯: the maintainer arrived 45 minutes after the alarm. */
const RESCUE = {
  registerCode: '31103302122021080045',
  place: '主楼东侧电梯厅 12 层',
  alarmAt: '2026-11-20 09:10:00',
  reporter: '王芳',
  reporterPhone: '13958201746',
  trappedCount: 2,
  arrivedAt: '2026-11-20 09:55:00',
  faultDescription: '轿厢停在 12 层与 13 层之间，门无法打开',
  faultCause: 'power',
};

const FAULT = {
  registerCode: '31103302122021080044',
  place: '主楼西侧电梯厅',
  faultAt: '2026-11-21T02:00:00Z',
  faultDescription: '层门关闭异常',
  faultCause: 'equipment',
  handling: '更换层门门锁',
  recoveredAt: '2026-11-21 13:30:00',
  handler: '李强',
};

async function rescueTotal(cookie: string, query = ''): Promise<number> {
  const res = await inject(cookie, 'GET', `/api/v1/rescue-registrations?pageSize=50${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZRescuePage.parse(res.json()).total;
}

describe('rescue registrations', () => {
  let created: RescueRegistration;

  it('registers an entrapment of an elevator of the unit and flags an arrival later than 30 minutes', async () => {
    const res = await inject(cookies.qiye, 'POST', '/api/v1/rescue-registrations', RESCUE);
    expect(res.statusCode, res.body).toBe(201);
    created = ZRescueRegistrationSchema.parse(res.json());
    expect(created).toMatchObject({
      equipmentName: '曳引驱动乘客电梯',
      alarmAt: '2026-11-20 09:10:00',
      arrivedAt: '2026-11-20 09:55:00',
      releasedAt: null,
      arrivalMinutes: 45,
      arrivalLate: true,
      faultCause: 'power',
      casualties: '无',
    });
  });

  it('closes the rescue with its release time', async () => {
    const res = await inject(cookies.qiye, 'PUT', `/api/v1/rescue-registrations/${created.id}`, { ...RESCUE, releasedAt: '2026-11-20 10:05:00', result: '人员安全解救，电梯恢复运行' });
    expect(res.statusCode, res.body).toBe(200);
    const read = ZRescueRegistrationSchema.parse((await inject(cookies.qiye, 'GET', `/api/v1/rescue-registrations/${created.id}`)).json());
    expect(read).toMatchObject({ releasedAt: '2026-11-20 10:05:00', result: '人员安全解救，电梯恢复运行' });
  });

  it('filters the list by the late arrival, the alarm date and a keyword', async () => {
    const onTime = await inject(cookies.qiye, 'POST', '/api/v1/rescue-registrations', { ...RESCUE, alarmAt: '2026-11-22 08:00:00', arrivedAt: '2026-11-22 08:20:00' });
    expect(onTime.statusCode, onTime.body).toBe(201);
    const late = ZRescuePage.parse((await inject(cookies.qiye, 'GET', '/api/v1/rescue-registrations?late=true')).json());
    expect(late.items.map((item) => item.id)).toEqual([created.id]);
    const notLate = ZRescuePage.parse((await inject(cookies.qiye, 'GET', `/api/v1/rescue-registrations?late=false&registerCode=${RESCUE.registerCode}`)).json());
    expect(notLate.items.map((item) => item.arrivalMinutes)).toEqual([20]);
    expect(await rescueTotal(cookies.qiye, '&dateFrom=2026-11-20&dateTo=2026-11-20')).toBe(1);
    expect(await rescueTotal(cookies.qiye, '&keyword=王芳')).toBe(2);
    const sorted = ZRescuePage.parse((await inject(cookies.qiye, 'GET', `/api/v1/rescue-registrations?sort=alarmAt:asc&registerCode=${RESCUE.registerCode}`)).json());
    expect(sorted.items.map((item) => item.alarmAt)).toEqual(['2026-11-20 09:10:00', '2026-11-22 08:00:00']);
  });

  it('exports the filtered list as an Excel workbook with a Chinese file name', async () => {
    const res = await inject(cookies.qiye, 'GET', '/api/v1/rescue-registrations/export?late=true');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toContain(`filename*=UTF-8''${encodeURIComponent('困人救援登记_')}`);
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await inject(cookies.shenhe, 'GET', '/api/v1/rescue-registrations/export')).statusCode).toBe(403);
    expect((await inject(cookies.qiye, 'GET', '/api/v1/rescue-registrations/export?dateFrom=2026-11-30&dateTo=2026-11-01')).statusCode).toBe(400);
  });

  it('refuses an arrival before the alarm with the field message and creates nothing', async () => {
    const before = await rescueTotal(cookies.qiye);
    const res = await inject(cookies.qiye, 'POST', '/api/v1/rescue-registrations', { ...RESCUE, arrivedAt: '2026-11-20 09:00:00' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path: 'arrivedAt', code: 'invalid_value', message: message('arrivalBeforeAlarm') });
    const release = await inject(cookies.qiye, 'POST', '/api/v1/rescue-registrations', { ...RESCUE, releasedAt: '2026-11-20 09:50:00' });
    expect(release.json().errors).toContainEqual({ path: 'releasedAt', code: 'invalid_value', message: message('releaseBeforeArrival') });
    expect(await rescueTotal(cookies.qiye)).toBe(before);
  });

  it('refuses equipment that is not an elevator of the unit', async () => {
    const boiler = await inject(cookies.qiye, 'POST', '/api/v1/rescue-registrations', { ...RESCUE, registerCode: '12003302122020110003' });
    expect(boiler.statusCode).toBe(400);
    expect(boiler.json().detail).toBe(RESCUE_REGISTRATION_MESSAGES.notElevator);
  });

  it("answers 404 for another unit's registration and keeps it out of that unit's list", async () => {
    expect((await inject(cookies.zhenhai, 'GET', `/api/v1/rescue-registrations/${created.id}`)).statusCode).toBe(404);
    expect((await inject(cookies.zhenhai, 'PUT', `/api/v1/rescue-registrations/${created.id}`, { ...RESCUE, registerCode: '31103302122021080045' })).statusCode).toBe(404);
    expect(await rescueTotal(cookies.zhenhai)).toBe(0);
  });

  it('refuses an institute account without the 救援及故障登记 menu (403)', async () => {
    expect((await inject(cookies.shenhe, 'GET', '/api/v1/rescue-registrations')).statusCode).toBe(403);
    expect((await inject(cookies.shenhe, 'POST', '/api/v1/rescue-registrations', RESCUE)).statusCode).toBe(403);
  });
});

describe('fault registrations', () => {
  it('registers, reads, corrects and lists a fault', async () => {
    const res = await inject(cookies.qiye, 'POST', '/api/v1/fault-registrations', FAULT);
    expect(res.statusCode, res.body).toBe(201);
    const fault = ZFaultRegistrationSchema.parse(res.json());
    expect(fault).toMatchObject({ faultAt: '2026-11-21 10:00:00', recoveredAt: '2026-11-21 13:30:00', faultCause: 'equipment', handler: '李强' });
    const corrected = await inject(cookies.qiye, 'PUT', `/api/v1/fault-registrations/${fault.id}`, { ...FAULT, handling: '更换层门门锁并调整门刀' });
    expect(ZFaultRegistrationSchema.parse(corrected.json()).handling).toBe('更换层门门锁并调整门刀');
    const page = ZFaultPage.parse((await inject(cookies.qiye, 'GET', '/api/v1/fault-registrations?dateFrom=2026-11-21&dateTo=2026-11-21&sort=faultAt:desc')).json());
    expect(page.items.map((item) => item.id)).toEqual([fault.id]);
    expect((await inject(cookies.zhenhai, 'GET', `/api/v1/fault-registrations/${fault.id}`)).statusCode).toBe(404);
  });

  it('refuses a recovery before the fault and a missing description, creating nothing', async () => {
    const total = async () => ZFaultPage.parse((await inject(cookies.qiye, 'GET', '/api/v1/fault-registrations')).json()).total;
    const before = await total();
    const early = await inject(cookies.qiye, 'POST', '/api/v1/fault-registrations', { ...FAULT, recoveredAt: '2026-11-21 09:00:00' });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors).toContainEqual({ path: 'recoveredAt', code: 'invalid_value', message: message('recoveryBeforeFault') });
    const blank = await inject(cookies.qiye, 'POST', '/api/v1/fault-registrations', { ...FAULT, faultDescription: '' });
    expect(blank.statusCode).toBe(400);
    expect(await total()).toBe(before);
  });

  it('refuses an unsortable field and an institute account', async () => {
    expect((await inject(cookies.qiye, 'GET', '/api/v1/fault-registrations?sort=handler:asc')).statusCode).toBe(400);
    expect((await inject(cookies.shenhe, 'GET', '/api/v1/fault-registrations')).statusCode).toBe(403);
  });
});
