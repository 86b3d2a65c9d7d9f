import { message, pageOf, ZAuditRecordSchema, ZUnitChangeReviewSchema, ZUnitChangeSchema, ZUnitSchema, type UnitUpdateBody } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { login, setUpGatewayTests } from '../../integration-support';

const ZChanges = pageOf(ZUnitChangeSchema);

const gateway = setUpGatewayTests(['qiye', 'zhenhai', 'shenhe']);
const { cookies, inject } = gateway;

const shanghaiDay = (offsetDays: number) => new Date(Date.now() + 8 * 3600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function unitOf(cookie: string) {
  const res = await inject(cookie, 'GET', '/api/v1/unit');
  expect(res.statusCode, res.body).toBe(200);
  return ZUnitSchema.parse(res.json());
}

async function changes(cookie: string, query = '') {
  const res = await inject(cookie, 'GET', `/api/v1/unit/changes?pageSize=50${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZChanges.parse(res.json());
}

function bodyOf(unit: z.infer<typeof ZUnitSchema>): UnitUpdateBody {
  return {
    areaCode: unit.areaCode ?? '330212',
    businessAddress: unit.businessAddress,
    contactPerson: unit.contactPerson,
    contactPhone: unit.contactPhone,
    postcode: unit.postcode,
    fixedAssets: unit.fixedAssets,
    ...(unit.foundDate ? { foundDate: unit.foundDate } : {}),
    regAuthority: unit.regAuthority,
    email: unit.email,
  };
}

describe('PUT /api/v1/unit', () => {
  it('applies the directly kept fields at once and records each change as approved', async () => {
    const before = await unitOf(cookies.qiye);
    const res = await inject(cookies.qiye, 'PUT', '/api/v1/unit', { ...bodyOf(before), contactPerson: '王晓燕', contactPhone: '0574-87651234' });
    expect(res.statusCode, res.body).toBe(200);
    expect(ZUnitSchema.parse(res.json())).toMatchObject({ contactPerson: '王晓燕', contactPhone: '0574-87651234', name: before.name });

    const records = (await changes(cookies.qiye)).items;
    const contact = records.find((record) => record.fieldLabel === '联系人');
    expect(contact).toMatchObject({ oldValue: before.contactPerson, newValue: '王晓燕', state: 'approved', applicant: '张丽' });
    expect(records.filter((record) => record.fieldLabel === '联系电话')).toHaveLength(1);
    expect(records.some((record) => record.fieldLabel === '邮政编码')).toBe(false);
  });

  it("refuses bad input with the spec's messages and changes nothing", async () => {
    const before = await unitOf(cookies.qiye);
    const res = await inject(cookies.qiye, 'PUT', '/api/v1/unit', { ...bodyOf(before), contactPhone: '12345', postcode: '012345', email: 'a@', areaCode: '330200' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'contactPhone', code: 'invalid_format', message: message('phone') },
        { path: 'postcode', code: 'invalid_format', message: message('postcode') },
        { path: 'email', code: 'invalid_format', message: message('email') },
        { path: 'areaCode', code: 'invalid_choice', message: message('areaLastLevel') },
      ]),
    );
    expect(await unitOf(cookies.qiye)).toEqual(before);
  });

  it('answers 403 to the institute auditor, who keeps no company', async () => {
    expect((await inject(cookies.shenhe, 'PUT', '/api/v1/unit', bodyOf(await unitOf(cookies.qiye)))).statusCode).toBe(403);
    expect((await inject(cookies.shenhe, 'GET', '/api/v1/unit/changes')).statusCode).toBe(403);
    expect((await inject(cookies.shenhe, 'POST', '/api/v1/unit/change-applications', { changes: [{ field: 'name', newValue: 'x' }], reason: 'x' })).statusCode).toBe(403);
    expect((await inject(undefined, 'GET', '/api/v1/unit/changes')).statusCode).toBe(401);
  });
});

describe('POST /api/v1/unit/change-applications', () => {
  it('files registered-field changes for review without changing the unit', async () => {
    const before = await unitOf(cookies.zhenhai);
    const res = await inject(cookies.zhenhai, 'POST', '/api/v1/unit/change-applications', {
      changes: [
        { field: 'name', newValue: '宁波镇海宏泰新材料有限公司' },
        { field: 'legalPerson', newValue: '周国平' },
      ],
      reason: '公司更名，法定代表人变更',
    });
    expect(res.statusCode, res.body).toBe(201);
    const filed = z.array(ZUnitChangeSchema).parse(res.json());
    expect(filed.map((change) => [change.field, change.fieldLabel, change.oldValue, change.state])).toEqual([
      ['name', '单位名称', before.name, 'submitted'],
      ['legalPerson', '法定代表人', before.legalPerson, 'submitted'],
    ]);
    expect((await unitOf(cookies.zhenhai)).name).toBe(before.name);
    expect((await changes(cookies.zhenhai, '&state=submitted')).items.map((change) => change.field).sort()).toEqual(['legalPerson', 'name']);
  });

  it('refuses a second application for a field still under review with 400', async () => {
    const res = await inject(cookies.zhenhai, 'POST', '/api/v1/unit/change-applications', {
      changes: [{ field: 'name', newValue: '宁波镇海宏泰另一名称有限公司' }],
      reason: '再次更名',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain('已有待审核的变更申请');
  });

  it('checks a new credit code with GB 32100 and needs a reason, filing nothing', async () => {
    const before = (await changes(cookies.qiye)).total;
    const res = await inject(cookies.qiye, 'POST', '/api/v1/unit/change-applications', {
      changes: [{ field: 'creditCode', newValue: '91330212MA2XXXXX0X' }],
      reason: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'changes.0.newValue', code: 'invalid_format', message: message('creditCode') },
        { path: 'reason', code: 'required', message: message('required') },
      ]),
    );
    expect((await changes(cookies.qiye)).total).toBe(before);
  });
});

describe('GET /api/v1/unit/changes', () => {
  it('includes the day given as appliedTo (the date rule) and nothing of the day before', async () => {
    const today = shanghaiDay(0);
    expect((await changes(cookies.qiye, `&appliedFrom=${today}&appliedTo=${today}`)).total).toBeGreaterThan(0);
    expect((await changes(cookies.qiye, `&appliedTo=${shanghaiDay(-1)}`)).total).toBe(0);
  });

  it("shows only the unit's own records", async () => {
    expect((await changes(cookies.qiye)).items.some((change) => change.field === 'legalPerson')).toBe(false);
  });
});

describe('the institute reviews change applications', () => {
  const ZReviews = pageOf(ZUnitChangeReviewSchema);

  async function waiting() {
    const res = await inject(cookies.shenhe, 'GET', '/api/v1/unit-change-reviews?state=submitted&pageSize=50');
    expect(res.statusCode, res.body).toBe(200);
    return ZReviews.parse(res.json()).items;
  }

  it('lists the applications of every unit with the unit, and answers 403 to an enterprise user', async () => {
    const items = await waiting();
    expect(items.map((item) => [item.unitName, item.field])).toEqual(
      expect.arrayContaining([
        ['宁波镇海宏泰化工有限公司', 'name'],
        ['宁波镇海宏泰化工有限公司', 'legalPerson'],
      ]),
    );
    expect(items.some((item) => item.fieldLabel === '联系人')).toBe(false);
    expect((await inject(cookies.qiye, 'GET', '/api/v1/unit-change-reviews')).statusCode).toBe(403);
    const legal = items.find((item) => item.field === 'legalPerson')!;
    expect((await inject(cookies.zhenhai, 'POST', `/api/v1/unit-change-reviews/${legal.id}`, { approved: true })).statusCode).toBe(403);
  });

  it('applies an approved change to the unit, records the decision and refuses deciding twice', async () => {
    const legal = (await waiting()).find((item) => item.field === 'legalPerson')!;
    const res = await inject(cookies.shenhe, 'POST', `/api/v1/unit-change-reviews/${legal.id}`, { approved: true, opinion: '材料齐全' });
    expect(res.statusCode, res.body).toBe(200);
    expect(ZUnitChangeReviewSchema.parse(res.json())).toMatchObject({ state: 'approved', opinion: '材料齐全' });
    expect((await unitOf(cookies.zhenhai)).legalPerson).toBe('周国平');
    const mine = (await changes(cookies.zhenhai)).items.find((item) => item.id === legal.id);
    expect(mine).toMatchObject({ state: 'approved', opinion: '材料齐全' });
    expect((await inject(cookies.shenhe, 'POST', `/api/v1/unit-change-reviews/${legal.id}`, { approved: false, opinion: '再议' })).statusCode).toBe(409);

    const admin = await login(gateway.app, 'admin');
    const trail = await inject(admin, 'GET', '/api/v1/audit-records?pageSize=50');
    expect(trail.statusCode, trail.body).toBe(200);
    const events = pageOf(ZAuditRecordSchema).parse(trail.json()).items.filter((record) => record.event === 'unit-change-reviewed');
    expect(events.map((record) => [record.outcome, record.user, record.target, record.detail])).toEqual(
      expect.arrayContaining([
        ['success', 'shenhe', `unit-change:${legal.id}`, '通过'],
        ['failure', 'shenhe', `unit-change:${legal.id}`, '该变更已审核，不能重复审核'],
      ]),
    );
  });

  it('returns a change with an opinion only, leaving the unit as it was', async () => {
    const name = (await waiting()).find((item) => item.field === 'name')!;
    const bare = await inject(cookies.shenhe, 'POST', `/api/v1/unit-change-reviews/${name.id}`, { approved: false });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors).toContainEqual({ path: 'opinion', code: 'required', message: message('required') });
    const res = await inject(cookies.shenhe, 'POST', `/api/v1/unit-change-reviews/${name.id}`, { approved: false, opinion: '请附更名核准通知书' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ state: 'returned' });
    expect((await unitOf(cookies.zhenhai)).name).toBe('宁波镇海宏泰化工有限公司');
  });
});
