import { message, pageOf, ZSavedSchema, ZUseRegistrationDetailSchema, ZUseRegistrationSummarySchema, type UseRegistrationBody } from '@portal/contract';
import { USE_REGISTRATION_MESSAGES, USE_REGISTRATION_WIRE_PATHS } from '@portal/legacy-protocol';
import { startTestLegacyServer } from '@portal/legacy-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, platformIdsOf, startTestGateway, type TestGateway } from '../../integration-support';
import { platformCallsDuring } from '../../platform-call-support';

const ZPage = pageOf(ZUseRegistrationSummarySchema);

let platform: { url: string; close(): Promise<void> };
let gateway: TestGateway;
let qiye: string;
let zhenhai: string;
let shenhe: string;

const shanghaiDay = (offsetDays: number) =>
  new Date(Date.now() + 8 * 3600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** 宁波悦澜's firefighter lift, ready to submit. */
const BODY: UseRegistrationBody = {
  kind: 'first_use',
  equipmentId: '30106',
  categoryCode: '3000',
  subTypeCode: '3420',
  equipmentName: '消防员电梯',
  registerCode: '34203302122024060001',
  usePlace: '新建副楼西侧',
  areaCode: '330212',
  useDate: '2024-06-01',
  safetyManager: '张丽',
  safetyManagerMobile: '13958201746',
  inspectionConclusion: 'qualified',
  nextCheckDate: '2025-06-01',
  declarationAccepted: true,
  commit: false,
};

beforeAll(async () => {
  platform = await startTestLegacyServer();
  gateway = await startTestGateway(platform.url);
  qiye = await login(gateway.app, 'qiye');
  zhenhai = await login(gateway.app, 'zhenhai');
  shenhe = await login(gateway.app, 'shenhe');
});
afterAll(async () => {
  await gateway?.close();
  await platform?.close();
});

function inject(cookie: string | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return gateway.app.inject({ method, url, ...(cookie ? { cookies: { portal_session: cookie } } : {}), ...(payload ? { payload } : {}) });
}

async function ids(cookie: string, query = ''): Promise<string[]> {
  const res = await inject(cookie, 'GET', `/api/v1/use-registrations?pageSize=50${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZPage.parse(res.json()).items.map((item) => item.id).sort();
}

async function detail(cookie: string, id: string) {
  const res = await inject(cookie, 'GET', `/api/v1/use-registrations/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZUseRegistrationDetailSchema.parse(res.json());
}

describe('GET /api/v1/use-registrations', () => {
  it("lists the unit's own applications only", async () => {
    expect(await ids(qiye)).toEqual(['40001', '40002', '40003', '40004', '40005', '40006']);
    expect(await ids(zhenhai)).toEqual(['40011', '40012', '40013', '40014', '40015']);
  });

  it('answers codes, not the platform words, with the paging of the clean API', async () => {
    const res = await inject(qiye, 'GET', '/api/v1/use-registrations?page=2&pageSize=2&sort=applicationNo:asc');
    const page = ZPage.parse(res.json());
    expect(page).toMatchObject({ total: 6, page: 2, pageSize: 2 });
    expect(page.items.map((item) => [item.id, item.state, item.kind])).toEqual([
      ['40003', 'returned', 'modification'],
      ['40004', 'reviewing', 'resume'],
    ]);
  });

  it('filters by state, kind and category', async () => {
    expect(await ids(qiye, '&state=returned')).toEqual(['40003']);
    expect(await ids(qiye, '&kind=relocation')).toEqual(['40006']);
    expect(await ids(qiye, '&categoryCode=1000')).toEqual(['40005']);
  });

  it('includes the day given as submittedTo (the date rule)', async () => {
    const day = shanghaiDay(-10);
    expect(await ids(qiye, `&submittedFrom=${day}&submittedTo=${day}`)).toEqual(['40004']);
    expect(await ids(qiye, `&submittedFrom=${shanghaiDay(-11)}&submittedTo=${shanghaiDay(-11)}`)).toEqual([]);
  });

  it('refuses a range that ends before it starts', async () => {
    const res = await inject(qiye, 'GET', '/api/v1/use-registrations?submittedFrom=2024-06-02&submittedTo=2024-06-01');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path: 'submittedTo', code: 'invalid_value', message: message('dateRange') });
  });

  it('answers 401 without a session and 403 to the institute auditor', async () => {
    expect((await inject(undefined, 'GET', '/api/v1/use-registrations')).statusCode).toBe(401);
    expect((await inject(shenhe, 'GET', '/api/v1/use-registrations')).statusCode).toBe(403);
    expect((await inject(shenhe, 'POST', '/api/v1/use-registrations', BODY)).statusCode).toBe(403);
  });
});

describe('GET /api/v1/use-registrations/:id', () => {
  it('answers the application with its state history and attachments', async () => {
    const record = await detail(zhenhai, '40012');
    expect(record).toMatchObject({ state: 'refused', kind: 'transfer', equipmentId: '30206', unitName: '宁波镇海宏泰化工有限公司' });
    expect(record.history.map((step) => [step.state, step.stateLabel, step.operator])).toEqual([
      ['submitted', '已提交', '王建国'],
      ['accepted', '已受理', '陈审核'],
      ['reviewing', '审核中', '陈审核'],
      ['refused', '不予登记', '陈审核'],
    ]);
    expect(record.attachments).toEqual([]);
  });

  it("answers 404 for another unit's application, with the platform's isSuccess 0 / errorMsg read", async () => {
    const res = await inject(qiye, 'GET', '/api/v1/use-registrations/40011');
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe(USE_REGISTRATION_MESSAGES.notFound);
    const [sid, ext] = platformIdsOf(qiye);
    const raw = await fetch(`${platform.url}/a/stone/epPemUseregistApply/detail/40011?__sid=${sid}&__extend=${ext}`);
    expect(await raw.json()).toEqual({ isSuccess: 0, errorMsg: USE_REGISTRATION_MESSAGES.notFound });
  });

  it('reads an isSuccess 1 answer as success', async () => {
    const [sid, ext] = platformIdsOf(qiye);
    const raw = (await (await fetch(`${platform.url}/a/stone/epPemUseregistApply/detail/40001?__sid=${sid}&__extend=${ext}`)).json()) as Record<string, unknown>;
    expect(raw.isSuccess).toBe(1);
    expect(raw).not.toHaveProperty('result');
    expect((await detail(qiye, '40001')).useCertNo).toBe('梯11浙B04521(21)');
  });
});

describe('POST /api/v1/use-registrations', () => {
  it('saves a draft when commit is false, in one platform call, answering its id and state', async () => {
    const { answer: res, calls } = await platformCallsDuring(platform.url, () =>
      inject(qiye, 'POST', '/api/v1/use-registrations', { ...BODY, declarationAccepted: false }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(calls).toEqual([USE_REGISTRATION_WIRE_PATHS.save]);
    const saved = ZSavedSchema.strict().parse(res.json());
    expect(saved.state).toBe('draft');
    const record = await detail(qiye, saved.id);
    expect(record).toMatchObject({ state: 'draft', submittedAt: null, inspectionConclusion: 'qualified', creditCode: '91330212MA281Q4D6T' });
    expect(record.history.map((step) => step.state)).toEqual(['draft']);
  });

  it('submits when commit is true', async () => {
    const res = await inject(qiye, 'POST', '/api/v1/use-registrations', { ...BODY, commit: true });
    expect(res.statusCode, res.body).toBe(201);
    const saved = ZSavedSchema.parse(res.json());
    expect(saved.state).toBe('submitted');
    const record = await detail(qiye, saved.id);
    expect(record).toMatchObject({ state: 'submitted', declarationAccepted: true });
    expect(record.submittedAt?.slice(0, 10)).toBe(shanghaiDay(0));
    expect(await ids(qiye, '&state=submitted')).toContain(saved.id);
  });

  it('refuses to submit without the declaration, before the platform sees it', async () => {
    const res = await inject(qiye, 'POST', '/api/v1/use-registrations', { ...BODY, declarationAccepted: false, commit: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path: 'declarationAccepted', code: 'required', message: message('required') });
  });

  it("passes the platform's refusal of another unit's equipment on as 400", async () => {
    const res = await inject(qiye, 'POST', '/api/v1/use-registrations', { ...BODY, equipmentId: '30201' });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('所选设备不存在或不属于本单位');
  });
});

describe('PUT /api/v1/use-registrations/:id', () => {
  it('modifies a draft in one platform call and keeps it a draft', async () => {
    const { answer: res, calls } = await platformCallsDuring(platform.url, () =>
      inject(qiye, 'PUT', '/api/v1/use-registrations/40002', { ...BODY, usePlace: '副楼西侧消防前室' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(calls).toEqual([USE_REGISTRATION_WIRE_PATHS.modify]);
    expect(res.json()).toEqual({ id: '40002', state: 'draft' });
    expect(await detail(qiye, '40002')).toMatchObject({ state: 'draft', usePlace: '副楼西侧消防前室' });
  });

  it('resubmits an application returned for correction', async () => {
    const body = { ...BODY, equipmentId: '30103', subTypeCode: '3310', equipmentName: '自动扶梯', kind: 'modification', commit: true };
    const res = await inject(qiye, 'PUT', '/api/v1/use-registrations/40003', body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: '40003', state: 'submitted' });
    expect((await detail(qiye, '40003')).history.map((step) => step.state)).toEqual(['submitted', 'returned', 'submitted']);
  });

  it('answers 409 for an application past the point of change, 404 for a foreign one', async () => {
    const submitted = await inject(qiye, 'PUT', '/api/v1/use-registrations/40006', BODY);
    expect(submitted.statusCode).toBe(409);
    expect(submitted.json().detail).toBe(USE_REGISTRATION_MESSAGES.notEditable);
    expect((await inject(zhenhai, 'PUT', '/api/v1/use-registrations/40002', BODY)).statusCode).toBe(404);
  });
});

describe('DELETE /api/v1/use-registrations/:id', () => {
  it('deletes a draft', async () => {
    const created = await inject(qiye, 'POST', '/api/v1/use-registrations', BODY);
    const id = created.json().id as string;
    expect((await inject(qiye, 'DELETE', `/api/v1/use-registrations/${id}`)).statusCode).toBe(204);
    expect((await inject(qiye, 'GET', `/api/v1/use-registrations/${id}`)).statusCode).toBe(404);
  });

  it('answers 409 past the draft and 404 for another unit, deleting nothing', async () => {
    expect((await inject(qiye, 'DELETE', '/api/v1/use-registrations/40004')).statusCode).toBe(409);
    expect((await inject(qiye, 'DELETE', '/api/v1/use-registrations/40014')).statusCode).toBe(404);
    expect((await detail(zhenhai, '40014')).state).toBe('draft');
  });
});

describe('GET /api/v1/use-registration-kinds', () => {
  it('offers the eight kinds of docs/domain.md with their Chinese labels', async () => {
    const res = await inject(qiye, 'GET', '/api/v1/use-registration-kinds');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { code: 'first_use', label: '新设备首次启用' },
      { code: 'resume', label: '停用后启用' },
      { code: 'modification', label: '改造' },
      { code: 'rename', label: '更名' },
      { code: 'address_change', label: '地址变更' },
      { code: 'transfer', label: '过户' },
      { code: 'relocation', label: '移装' },
      { code: 'design_life_reached', label: '达到设计使用年限' },
    ]);
  });
});
