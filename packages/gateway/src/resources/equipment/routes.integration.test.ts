import {
  ZEquipmentChangeSchema,
  ZEquipmentDetailSchema,
  ZEquipmentStatisticsSchema,
  ZEquipmentSummarySchema,
  ZSavedSchema,
  type EquipmentSummary,
  type EquipmentView,
} from '@portal/contract';
import { EQUIPMENT_WIRE_PATHS } from '@portal/legacy-protocol';
import { startTestLegacyServer } from '@portal/legacy-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { login, startTestGateway, type TestGateway } from '../../integration-support';
import { platformCallsDuring } from '../../platform-call-support';

let platform: { url: string; close(): Promise<void> };
let gateway: TestGateway;
const cookies: Record<'qiye' | 'zhenhai' | 'weak' | 'shenhe', string> = { qiye: '', zhenhai: '', weak: '', shenhe: '' };

const ZPage = z.object({ items: z.array(ZEquipmentSummarySchema), total: z.number(), page: z.number(), pageSize: z.number() });

beforeAll(async () => {
  platform = await startTestLegacyServer();
  gateway = await startTestGateway(platform.url);
  cookies.qiye = await login(gateway.app, 'qiye');
  cookies.zhenhai = await login(gateway.app, 'zhenhai');
  // weak must change the too simple password before anything but the session answers (access/password-first.ts).
  const initial = await login(gateway.app, 'weak', '123456');
  await gateway.app.inject({
    method: 'PUT',
    url: '/api/v1/me/password',
    cookies: { portal_session: initial },
    payload: { oldPassword: '123456', newPassword: 'Ningbo@2025', newPasswordCheck: 'Ningbo@2025' },
  });
  cookies.weak = await login(gateway.app, 'weak', 'Ningbo@2025');
  cookies.shenhe = await login(gateway.app, 'shenhe');
});

afterAll(async () => {
  await gateway?.close();
  await platform?.close();
});

type Who = keyof typeof cookies;

function request(who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return gateway.app.inject({ method, url, cookies: { portal_session: cookies[who] }, ...(payload === undefined ? {} : { payload }) });
}

async function list(who: Who, query: Record<string, string | number> = {}) {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]));
  const res = await request(who, 'GET', `/api/v1/equipment?${search.toString()}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZPage.parse(res.json());
}

async function detail(who: Who, id: string) {
  const res = await request(who, 'GET', `/api/v1/equipment/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZEquipmentDetailSchema.parse(res.json());
}

const ids = (items: EquipmentSummary[]) => items.map((item) => item.id).sort();

/** The Shanghai calendar day `days` from today, as the platform counts it. */
function day(days: number): string {
  const shanghai = new Date(Date.now() + 8 * 3600_000);
  return new Date(Date.UTC(shanghai.getUTCFullYear(), shanghai.getUTCMonth(), shanghai.getUTCDate() + days)).toISOString().slice(0, 10);
}

const newLift = {
  commit: false,
  categoryCode: '3000',
  subTypeCode: '3110',
  name: '曳引驱动乘客电梯',
  model: 'GeN2-MR 1000/1.75',
  usePlace: '新建副楼东侧电梯厅',
  areaCode: '330212',
  unitInternalNo: '6号客梯',
  manufacturer: '浙江迅达通电梯有限公司',
  manufactureDate: '2025-03-18',
  designLifeYears: 20,
  safetyManager: '张丽',
  safetyManagerPhone: '13958201746',
  params: { ratedLoad: 1050, ratedSpeed: 1.75, floors: 12, stations: 12, doors: 12 },
};

describe('GET /api/v1/equipment: the query views', () => {
  it.each<[EquipmentView, Who, string[]]>([
    ['overdue', 'qiye', ['30102']],
    ['overdue', 'zhenhai', ['30201']],
    ['inspectionDue', 'qiye', ['30101']],
    ['inspectionDue', 'zhenhai', ['30202', '30203']],
    ['inspectionOverdue', 'weak', ['30002']],
    ['unqualified', 'weak', ['30005']],
    ['nonUse', 'weak', ['30004']],
    ['aboutToExpire', 'qiye', ['30107']],
    ['aboutToExpire', 'weak', ['30003']],
    ['loadTest', 'weak', ['30001', '30004']],
    ['pressurePiping', 'zhenhai', ['30204']],
    ['pressurePiping', 'qiye', []],
  ])('%s for %s answers the seeded rows', async (view, who, expected) => {
    const page = await list(who, { view });
    expect(ids(page.items)).toEqual(expected);
    expect(page.total).toBe(expected.length);
  });

  it('answers the comprehensive view of the own unit in the clean words', async () => {
    const page = await list('qiye');
    expect(page.total).toBe(7);
    expect(page.items.every((item) => item.areaCode === '330212')).toBe(true);
    expect(ids((await list('zhenhai')).items)).toEqual(['30201', '30202', '30203', '30204', '30205', '30206']);
    const lift = page.items.find((item) => item.id === '30101');
    expect(lift).toMatchObject({
      categoryCode: '3000',
      categoryName: '电梯',
      subTypeName: '曳引驱动乘客电梯',
      registerCode: '31103302122021080045',
      useCertNo: '梯11浙B04521(21)',
      unitInternalNo: '1号客梯',
      useState: 'in_use',
      registerState: 'registered',
      checkConclusion: 'qualified',
      nextCheckDate: day(12),
    });
    expect(page.items.find((item) => item.id === '30106')).toMatchObject({ registerState: 'pending', useState: 'not_in_use', nextCheckDate: null });
  });

  it('includes the last day of an inclusive nextCheckDateTo (the date rule)', async () => {
    const through = await list('zhenhai', { nextCheckDateFrom: day(5), nextCheckDateTo: day(25) });
    expect(ids(through.items)).toEqual(['30202', '30203']);
    const before = await list('zhenhai', { nextCheckDateFrom: day(5), nextCheckDateTo: day(24) });
    expect(ids(before.items)).toEqual(['30203']);
    const single = await list('zhenhai', { nextCheckDateFrom: day(25), nextCheckDateTo: day(25) });
    expect(ids(single.items)).toEqual(['30202']);
  });

  it('tells in the aboutToExpire rows when and what runs out', async () => {
    const [certificate] = (await list('weak', { view: 'aboutToExpire' })).items;
    expect(certificate).toMatchObject({ id: '30003', expiryDate: day(40), expiryKind: 'certificate' });
    const [lift] = (await list('qiye', { view: 'aboutToExpire' })).items;
    expect(lift).toMatchObject({ id: '30107', expiryKind: 'designLife' });
    // use start = (today - 15 years) + 60 days, so the end is 60 days ahead, give or take a leap day.
    expect(lift?.expiryDate).toBeDefined();
    expect([day(59), day(60), day(61)]).toContain(lift?.expiryDate);
  });

  it('filters the loadTest view by years and includes the last day of loadTestDateTo', async () => {
    const through = await list('weak', { view: 'loadTest', loadTestDateFrom: day(-900), loadTestDateTo: day(-710) });
    expect(ids(through.items)).toEqual(['30001', '30004']);
    expect(through.items.find((item) => item.id === '30001')?.loadTestDate).toBe(day(-710));
    const before = await list('weak', { view: 'loadTest', loadTestDateTo: day(-711) });
    expect(ids(before.items)).toEqual(['30004']);
    expect(ids((await list('weak', { view: 'loadTest', loadTestYears: 2 })).items)).toEqual(['30004']);
  });

  it('pages and sorts on the platform', async () => {
    const first = await list('qiye', { page: 1, pageSize: 3, sort: 'nextCheckDate:asc', categoryCode: '3000', useState: 'in_use' });
    const second = await list('qiye', { page: 2, pageSize: 3, sort: 'nextCheckDate:asc', categoryCode: '3000', useState: 'in_use' });
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 3 });
    expect(second.items).toHaveLength(2);
    const dates = [...first.items, ...second.items].map((item) => item.nextCheckDate ?? '');
    expect(dates).toEqual([...dates].sort());
    expect(new Set([...first.items, ...second.items].map((item) => item.id)).size).toBe(5);
    const byName = await list('qiye', { sort: 'name:desc' });
    const names = byName.items.map((item) => item.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
  });

  it('filters by category, sub-type, the numbers, area and state', async () => {
    expect(ids((await list('qiye', { categoryCode: '1000' })).items)).toEqual(['30104']);
    expect(ids((await list('qiye', { subTypeCode: '3310' })).items)).toEqual(['30103']);
    expect(ids((await list('qiye', { registerCode: '31103302122021080045' })).items)).toEqual(['30101']);
    expect(ids((await list('qiye', { useCertNo: '梯43' })).items)).toEqual(['30105']);
    expect(ids((await list('qiye', { unitInternalNo: '货梯' })).items)).toEqual(['30107']);
    expect((await list('qiye', { areaCode: '330200' })).total).toBe(7);
    expect((await list('qiye', { areaCode: '330206' })).total).toBe(0);
    expect(ids((await list('weak', { checkConclusion: 'unqualified' })).items)).toEqual(['30005']);
    expect(ids((await list('qiye', { registerState: 'pending' })).items)).toEqual(['30106']);
  });

  it('refuses an unknown sort field and reversed dates with 400 field errors', async () => {
    const sort = await request('qiye', 'GET', '/api/v1/equipment?sort=params:asc');
    expect(sort.statusCode).toBe(400);
    expect(sort.json().errors).toEqual([{ path: 'sort', code: 'invalid_choice', message: '不支持按该字段排序' }]);
    const range = await request('qiye', 'GET', `/api/v1/equipment?nextCheckDateFrom=${day(5)}&nextCheckDateTo=${day(1)}`);
    expect(range.statusCode).toBe(400);
    expect(range.json().errors[0].path).toBe('nextCheckDateTo');
  });

  it('is refused with 403 to a role without equipment:view, and 401 without a session', async () => {
    const res = await request('shenhe', 'GET', '/api/v1/equipment');
    expect(res.statusCode).toBe(403);
    expect((await gateway.app.inject({ method: 'GET', url: '/api/v1/equipment' })).statusCode).toBe(401);
    expect((await request('shenhe', 'GET', '/api/v1/equipment/30101')).statusCode).toBe(403);
  });
});

describe('GET /api/v1/equipment/:id', () => {
  it('answers the file with its parameters and inspection history', async () => {
    const res = await request('qiye', 'GET', '/api/v1/equipment/30104');
    expect(res.statusCode).toBe(200);
    const boiler = ZEquipmentDetailSchema.parse(res.json());
    expect(boiler).toMatchObject({
      unitName: '宁波悦澜酒店管理有限公司',
      manufacturer: '浙江华能锅炉制造有限公司',
      designLifeYears: 15,
      recordState: 'approved',
      params: { ratedThermalPower: 1.4, fuel: '燃气' },
    });
    expect(boiler.inspections).toHaveLength(2);
    expect(boiler.inspections[0]).toMatchObject({ kind: 'periodic', conclusion: 'meets', institute: '宁波市特种设备检验研究院' });
  });

  it("answers 404 for another unit's file, as for a missing one", async () => {
    const foreign = await request('qiye', 'GET', '/api/v1/equipment/30201');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe('设备不存在');
    expect((await request('qiye', 'GET', '/api/v1/equipment/nope')).statusCode).toBe(404);
    expect((await request('zhenhai', 'GET', '/api/v1/equipment/30201')).statusCode).toBe(200);
  });
});

describe('POST and PUT /api/v1/equipment: save versus submit', () => {
  it('saves a draft, edits it, submits it, and then refuses edits with 409', async () => {
    const { answer: created, calls } = await platformCallsDuring(platform.url, () => request('qiye', 'POST', '/api/v1/equipment', newLift));
    expect(created.statusCode, created.body).toBe(201);
    expect(calls).toEqual([EQUIPMENT_WIRE_PATHS.save]);
    const saved = ZSavedSchema.strict().parse(created.json());
    expect(saved.state).toBe('draft');
    const draft = await detail('qiye', saved.id);
    expect(draft).toMatchObject({ recordState: 'draft', registerState: 'pending', useState: 'not_in_use', params: { ratedLoad: 1050 } });
    expect((await list('qiye', { registerState: 'pending' })).total).toBe(2);

    const { answer: edited, calls: editCalls } = await platformCallsDuring(platform.url, () =>
      request('qiye', 'PUT', `/api/v1/equipment/${draft.id}`, { ...newLift, usePlace: '新建副楼西侧电梯厅' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    // The read before the write (the file's review state), then the save; nothing read after it.
    expect(editCalls).toEqual([EQUIPMENT_WIRE_PATHS.list, EQUIPMENT_WIRE_PATHS.save]);
    expect(edited.json()).toEqual({ id: draft.id, state: 'draft' });
    expect(await detail('qiye', draft.id)).toMatchObject({ usePlace: '新建副楼西侧电梯厅', recordState: 'draft' });

    const submitted = await request('qiye', 'PUT', `/api/v1/equipment/${draft.id}`, { ...newLift, commit: true });
    expect(submitted.json()).toEqual({ id: draft.id, state: 'submitted' });
    expect(await detail('qiye', draft.id)).toMatchObject({ recordState: 'submitted', registerState: 'pending' });

    const refused = await request('qiye', 'PUT', `/api/v1/equipment/${draft.id}`, newLift);
    expect(refused.statusCode).toBe(409);
  });

  it('submits a new file at once with commit', async () => {
    const res = await request('qiye', 'POST', '/api/v1/equipment', { ...newLift, unitInternalNo: '7号客梯', commit: true });
    expect(res.statusCode, res.body).toBe(201);
    const saved = ZSavedSchema.parse(res.json());
    expect(saved.state).toBe('submitted');
    expect(await detail('qiye', saved.id)).toMatchObject({ recordState: 'submitted', registerState: 'pending', unitInternalNo: '7号客梯' });
  });

  it('validates the body with the contract messages before the platform sees it', async () => {
    const res = await request('qiye', 'POST', '/api/v1/equipment', { ...newLift, registerCode: '123', areaCode: '330200' });
    expect(res.statusCode).toBe(400);
    const paths = res.json().errors.map((error: { path: string }) => error.path);
    expect(paths).toEqual(expect.arrayContaining(['registerCode', 'areaCode']));
  });

  it("passes the platform's refusal of a taken register code as a 400", async () => {
    const res = await request('qiye', 'POST', '/api/v1/equipment', { ...newLift, registerCode: '31103302122021080045' });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('注册代码已存在');
  });

  it("answers 404 to an edit of another unit's file and leaves it as it was", async () => {
    const res = await request('zhenhai', 'PUT', '/api/v1/equipment/30106', { ...newLift, areaCode: '330211' });
    expect(res.statusCode).toBe(404);
    const file = await request('qiye', 'GET', '/api/v1/equipment/30106');
    expect(file.json()).toMatchObject({ name: '消防员电梯', recordState: 'draft' });
  });
});

describe('change history and change applications', () => {
  it('answers the history of a file, older rows included', async () => {
    const res = await request('qiye', 'GET', '/api/v1/equipment/30101/changes');
    expect(res.statusCode).toBe(200);
    const changes = z.array(ZEquipmentChangeSchema).parse(res.json());
    expect(changes).toEqual([expect.objectContaining({ fieldLabel: '维保单位', state: 'submitted', newValue: '宁波甬江电梯工程有限公司' })]);
    expect((await request('zhenhai', 'GET', '/api/v1/equipment/30101/changes')).statusCode).toBe(404);
  });

  it('applies a change that then shows in the history, pending review', async () => {
    const applied = await request('qiye', 'POST', '/api/v1/equipment/30105/change-applications', {
      changes: [
        { field: 'usePlace', newValue: '餐饮部新后厨' },
        { field: 'unitInternalNo', newValue: '2号杂物梯' },
      ],
      reason: '后厨改造',
    });
    expect(applied.statusCode, applied.body).toBe(201);
    expect(applied.json()).toHaveLength(2);
    const history = z.array(ZEquipmentChangeSchema).parse((await request('qiye', 'GET', '/api/v1/equipment/30105/changes')).json());
    expect(history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'usePlace', fieldLabel: '使用地点', oldValue: '餐饮部后厨', newValue: '餐饮部新后厨', reason: '后厨改造', state: 'submitted' }),
        expect.objectContaining({ field: 'unitInternalNo', fieldLabel: '单位内编号', newValue: '2号杂物梯' }),
      ]),
    );
    const again = await request('qiye', 'POST', '/api/v1/equipment/30105/change-applications', {
      changes: [{ field: 'usePlace', newValue: '别处' }],
      reason: '再改',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe('「使用地点」已有待审核的变更申请');
  });

  it('refuses a field that is not changeable, and foreign files', async () => {
    const field = await request('qiye', 'POST', '/api/v1/equipment/30103/change-applications', {
      changes: [{ field: 'registerCode', newValue: '1' }],
      reason: '更正',
    });
    expect(field.statusCode).toBe(400);
    expect(field.json().errors).toEqual([{ path: 'changes.0.field', code: 'invalid_choice', message: '该字段不能通过变更申请修改' }]);
    const foreign = await request('zhenhai', 'POST', '/api/v1/equipment/30103/change-applications', {
      changes: [{ field: 'usePlace', newValue: '镇海' }],
      reason: '更正',
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('GET /api/v1/dashboard/statistics', () => {
  it('counts the unit’s files by the rules of the views', async () => {
    const res = await request('weak', 'GET', '/api/v1/dashboard/statistics');
    expect(res.statusCode).toBe(200);
    const statistics = ZEquipmentStatisticsSchema.parse(res.json());
    expect(statistics).toMatchObject({ total: 5, overdue: 1, inspectionDue: 2, unqualified: 1, nonUse: 1, aboutToExpire: 1 });
    expect(statistics.byCategory.map((row) => row.categoryCode)).toEqual(['1000', '2000', '3000', '4000', '5000', '6000', '7000', '8000', '9000']);
    expect(statistics.byCategory.find((row) => row.categoryCode === '5000')).toMatchObject({ categoryName: '场(厂)内专用机动车辆', total: 2, overdue: 1 });
  });

  it('agrees with the list views it links to', async () => {
    const statistics = ZEquipmentStatisticsSchema.parse((await request('zhenhai', 'GET', '/api/v1/dashboard/statistics')).json());
    expect(statistics.overdue).toBe((await list('zhenhai', { view: 'overdue' })).total);
    expect(statistics.inspectionDue).toBe((await list('zhenhai', { view: 'inspectionDue' })).total);
    expect(statistics.total).toBe((await list('zhenhai')).total);
  });

  it('is open to every signed-in role: an institute account has no equipment', async () => {
    const res = await request('shenhe', 'GET', '/api/v1/dashboard/statistics');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 0 });
  });
});
