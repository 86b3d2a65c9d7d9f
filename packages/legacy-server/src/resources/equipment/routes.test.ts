import { EQUIPMENT_WIRE_PATHS, equipmentDetailPath } from '@portal/legacy-protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatWireDate } from '../../http/wire-date';
import type { RunningLegacyServer } from '../../server';
import { DEMO_PASSWORD, DEMO_UNIT_IDS, startTestLegacyServer } from '../../testing';
import { get, login, post, type WireAnswer, type WireSession } from '../../http/wire-test-client';

let server: RunningLegacyServer;
let qiye: WireSession;
let zhenhai: WireSession;
let yonglun: WireSession;
let shenhe: WireSession;
const today = formatWireDate(new Date());

beforeAll(async () => {
  server = await startTestLegacyServer();
  qiye = await login(server.url, 'qiye', DEMO_PASSWORD);
  zhenhai = await login(server.url, 'zhenhai', DEMO_PASSWORD);
  yonglun = await login(server.url, 'weak', '123456');
  shenhe = await login(server.url, 'shenhe', DEMO_PASSWORD);
});
afterAll(async () => {
  await server?.close();
});

type Page = { pageNo: number; pageSize: number; count: number; list: WireAnswer[] };

async function page(session: WireSession, path: string, query: Record<string, string> = {}): Promise<Page> {
  const { body } = await get(server.url, path, session, query);
  expect(body, JSON.stringify(body)).toMatchObject({ result: 'true' });
  return body.data as Page;
}

const ids = (list: WireAnswer[]) => list.map((row) => row.id).sort();

const newLift = {
  equCategory: '3000',
  equType: '3110',
  equName: '曳引驱动乘客电梯',
  equModel: 'GeN2-MR 1000/1.75',
  usePlace: '新建副楼东侧',
  areaCode: '330212',
  unitInnerNo: '5号客梯',
  makeDate: '2025-03-01',
  designLife: '20',
  safetyManager: '张丽',
  safetyManagerPhone: '13958201746',
  paramsJson: JSON.stringify({ ratedLoad: 1050, ratedSpeed: 1.75, floors: 12 }),
};

describe('eqm/list and the query views', () => {
  it('answers a JeeSite page of the own unit only', async () => {
    const data = await page(qiye, EQUIPMENT_WIRE_PATHS.list, { pageSize: '5' });
    expect(data).toMatchObject({ pageNo: 1, pageSize: 5, count: 7 });
    expect(data.list).toHaveLength(5);
    expect(new Set(data.list.map((row) => row.unitId))).toEqual(new Set([DEMO_UNIT_IDS.yuelan]));
    expect(data.list[0]).toMatchObject({ unitName: '宁波悦澜酒店管理有限公司', equCategoryName: expect.any(String) });
  });

  it.each([
    ['timeout', qiyeOf, ['30102']],
    ['timeout', zhenhaiOf, ['30201']],
    ['fault', yonglunOf, ['30005']],
    ['nonUse', yonglunOf, ['30004']],
    ['aboutExpire', qiyeOf, ['30107']],
    ['aboutExpire', yonglunOf, ['30003']],
    ['payloadTime', yonglunOf, ['30001', '30004']],
  ])('queryType=%s answers the seeded rows', async (queryType, who, expected) => {
    expect(ids((await page(who(), EQUIPMENT_WIRE_PATHS.list, { queryType })).list)).toEqual(expected);
  });

  it('limits load tests to those at least loadTestYears old', async () => {
    expect(ids((await page(yonglun, EQUIPMENT_WIRE_PATHS.list, { queryType: 'payloadTime', loadTestYears: '2' })).list)).toEqual(['30004']);
  });

  it('detectDueList looks 30 days ahead, or `days`', async () => {
    expect(ids((await page(qiye, EQUIPMENT_WIRE_PATHS.detectDueList)).list)).toEqual(['30101']);
    expect(ids((await page(qiye, EQUIPMENT_WIRE_PATHS.detectDueList, { days: '50' })).list)).toEqual(['30101', '30104']);
  });

  it('detectExtendedList answers how many days each is overdue', async () => {
    const data = await page(qiye, EQUIPMENT_WIRE_PATHS.detectExtendedList);
    expect(data.list).toEqual([expect.objectContaining({ id: '30102', overdueDays: 8 })]);
  });

  it('pressurePipingList answers category 8000 only', async () => {
    expect(ids((await page(zhenhai, EQUIPMENT_WIRE_PATHS.pressurePipingList)).list)).toEqual(['30204']);
    expect((await page(qiye, EQUIPMENT_WIRE_PATHS.pressurePipingList)).count).toBe(0);
  });

  it('reads nextCheckDateBegin as inclusive and nextCheckDateEnd as exclusive', async () => {
    const begin = addDays(today, 5);
    const exclusive = await page(zhenhai, EQUIPMENT_WIRE_PATHS.list, { nextCheckDateBegin: begin, nextCheckDateEnd: addDays(today, 25) });
    expect(ids(exclusive.list)).toEqual(['30203']);
    const dayLater = await page(zhenhai, EQUIPMENT_WIRE_PATHS.list, { nextCheckDateBegin: begin, nextCheckDateEnd: addDays(today, 26) });
    expect(ids(dayLater.list)).toEqual(['30202', '30203']);
  });

  it('filters by area prefix, category, text and state', async () => {
    expect((await page(qiye, EQUIPMENT_WIRE_PATHS.list, { areaCode: '330200' })).count).toBe(7);
    expect((await page(qiye, EQUIPMENT_WIRE_PATHS.list, { areaCode: '330211' })).count).toBe(0);
    expect(ids((await page(qiye, EQUIPMENT_WIRE_PATHS.list, { equCategory: '1000' })).list)).toEqual(['30104']);
    expect(ids((await page(qiye, EQUIPMENT_WIRE_PATHS.list, { unitInnerNo: '扶梯' })).list)).toEqual(['30103']);
    expect(ids((await page(qiye, EQUIPMENT_WIRE_PATHS.list, { keyword: '31103302122021080045' })).list)).toEqual(['30101']);
    expect(ids((await page(qiye, EQUIPMENT_WIRE_PATHS.list, { registerState: '待注册' })).list)).toEqual(['30106']);
  });

  it('sorts by a whitelisted column and refuses anything else', async () => {
    const sorted = await page(qiye, EQUIPMENT_WIRE_PATHS.list, { orderBy: 'next_check_date desc', equCategory: '3000', useState: '在用' });
    const dates = sorted.list.map((row) => String(row.nextCheckDate));
    expect(dates).toEqual([...dates].sort().reverse());
    const { body } = await get(server.url, EQUIPMENT_WIRE_PATHS.list, qiye, { orderBy: 'next_check_date; drop table users' });
    expect(body).toEqual({ result: 'false', errorMsg: '排序字段不正确' });
  });

  it('refuses a malformed date and an unknown query type', async () => {
    expect((await get(server.url, EQUIPMENT_WIRE_PATHS.list, qiye, { nextCheckDateEnd: '2024/01/01' })).body).toMatchObject({ result: 'false' });
    expect((await get(server.url, EQUIPMENT_WIRE_PATHS.list, qiye, { queryType: 'everything' })).body).toMatchObject({ result: 'false' });
  });

  it('gives a user without a unit no equipment', async () => {
    expect((await page(shenhe, EQUIPMENT_WIRE_PATHS.list)).count).toBe(0);
  });

  it('answers result "login" without a session', async () => {
    expect((await get(server.url, EQUIPMENT_WIRE_PATHS.list)).body).toMatchObject({ result: 'login' });
  });
});

function qiyeOf() {
  return qiye;
}
function zhenhaiOf() {
  return zhenhai;
}
function yonglunOf() {
  return yonglun;
}

describe('eqm/detail/{equCategory}/{id}', () => {
  it('answers the file with its parameters and inspections, newest first', async () => {
    const { body } = await get(server.url, equipmentDetailPath('3000', '30101'), qiye);
    const data = body.data as WireAnswer & { checkList: { checkDate: string }[] };
    expect(data).toMatchObject({ id: '30101', equType: '3110', params: { ratedLoad: 1000 }, safetyManager: '张丽' });
    expect(data.checkList).toHaveLength(2);
    expect(data.checkList[0]!.checkDate > data.checkList[1]!.checkDate).toBe(true);
  });

  it('takes the legacy route slug as the category, and refuses a wrong one', async () => {
    expect((await get(server.url, equipmentDetailPath('elevator', '30101'), qiye)).body).toMatchObject({ result: 'true' });
    expect((await get(server.url, equipmentDetailPath('1000', '30101'), qiye)).body).toEqual({ result: 'false', errorMsg: '设备不存在' });
  });

  it("refuses another unit's file", async () => {
    expect((await get(server.url, equipmentDetailPath('2000', '30201'), qiye)).body).toEqual({ result: 'false', errorMsg: '无权访问该设备' });
  });
});

describe('eqm/save', () => {
  it('keeps a draft, submits it, and then refuses further edits', async () => {
    const draft = await post(server.url, EQUIPMENT_WIRE_PATHS.save, { ...newLift, isCommit: 'false' }, qiye);
    expect(draft.body).toMatchObject({ result: 'true', message: '保存成功', data: { state: '草稿' } });
    const id = String((draft.body.data as { id: string }).id);
    const [row] = (await page(qiye, EQUIPMENT_WIRE_PATHS.list, { id })).list;
    expect(row).toMatchObject({ recordState: '草稿', registerState: '待注册', useState: '未投入使用', unitInnerNo: '5号客梯' });

    const committed = await post(server.url, EQUIPMENT_WIRE_PATHS.save, { ...newLift, id, usePlace: '新建副楼西侧', isCommit: 'true' }, qiye);
    expect(committed.body).toMatchObject({ result: 'true', message: '提交成功', data: { id, state: '已提交' } });
    const { body } = await get(server.url, equipmentDetailPath('3000', id), qiye);
    expect(body.data).toMatchObject({ usePlace: '新建副楼西侧', recordState: '已提交', params: { ratedLoad: 1050 } });

    const again = await post(server.url, EQUIPMENT_WIRE_PATHS.save, { ...newLift, id, isCommit: 'false' }, qiye);
    expect(again.body).toMatchObject({ result: 'false', errorMsg: expect.stringContaining('不能修改') });
  });

  it("refuses to edit another unit's file", async () => {
    const { body } = await post(server.url, EQUIPMENT_WIRE_PATHS.save, { ...newLift, id: '30106', isCommit: 'false' }, zhenhai);
    expect(body).toEqual({ result: 'false', errorMsg: '无权访问该设备' });
  });

  it('checks the form: sub-type, area level, register code and its uniqueness, parameters', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ equType: '1100' }, '设备品种与设备类别不符'],
      [{ areaCode: '330200' }, '请选择到最后一级'],
      [{ registerCode: '3110330212' }, '请输入20位数字的注册代码'],
      [{ registerCode: '31103302122021080045' }, '注册代码已存在'],
      [{ paramsJson: '{"span":12}' }, '设备参数不正确：span'],
    ];
    for (const [change, message] of cases) {
      const { body } = await post(server.url, EQUIPMENT_WIRE_PATHS.save, { ...newLift, ...change, isCommit: 'false' }, qiye);
      expect(body, JSON.stringify(change)).toEqual({ result: 'false', errorMsg: message });
    }
  });

  it('refuses a user without a unit', async () => {
    expect((await post(server.url, EQUIPMENT_WIRE_PATHS.save, { ...newLift, isCommit: 'false' }, shenhe)).body).toEqual({
      result: 'false',
      errorMsg: '当前账号未关联使用单位',
    });
  });
});

describe('eqm/changeHistory and eqm/changeApply', () => {
  it('answers the history with labels, older rows included', async () => {
    const { body } = await get(server.url, EQUIPMENT_WIRE_PATHS.changeHistory, qiye, { id: '30101' });
    expect(body.data).toEqual([expect.objectContaining({ id: '40003', field: '维保单位', fieldLabel: '维保单位', status: '待审核' })]);
    expect((await get(server.url, EQUIPMENT_WIRE_PATHS.changeHistory, zhenhai, { id: '30101' })).body).toMatchObject({ errorMsg: '无权访问该设备' });
  });

  it('records an application, one pending change per field', async () => {
    const form = { id: '30104', reason: '锅炉房改造后位置调整', 'changes[0].field': 'usePlace', 'changes[0].newValue': '地下二层锅炉房' };
    const applied = await post(server.url, EQUIPMENT_WIRE_PATHS.changeApply, form, qiye);
    expect(applied.body).toMatchObject({ result: 'true', message: '变更申请已提交' });
    expect(applied.body.data).toEqual([
      expect.objectContaining({ field: 'usePlace', fieldLabel: '使用地点', oldValue: '地下一层锅炉房', newValue: '地下二层锅炉房', status: '待审核', reason: '锅炉房改造后位置调整' }),
    ]);
    const history = await get(server.url, EQUIPMENT_WIRE_PATHS.changeHistory, qiye, { id: '30104' });
    expect(history.body.data).toHaveLength(1);
    expect((await post(server.url, EQUIPMENT_WIRE_PATHS.changeApply, form, qiye)).body).toEqual({ result: 'false', errorMsg: '「使用地点」已有待审核的变更申请' });
  });

  it('refuses drafts, unknown fields, unchanged values and foreign files', async () => {
    const change = (id: string, field: string, newValue: string, session = qiye) =>
      post(server.url, EQUIPMENT_WIRE_PATHS.changeApply, { id, reason: '调整', 'changes[0].field': field, 'changes[0].newValue': newValue }, session);
    expect((await change('30106', 'usePlace', '副楼')).body).toMatchObject({ errorMsg: '设备档案尚未通过审核，请直接修改档案' });
    expect((await change('30105', 'registerCode', '1')).body).toMatchObject({ errorMsg: '该字段不能通过变更申请修改' });
    expect((await change('30105', 'unitInnerNo', '1号杂物梯')).body).toMatchObject({ errorMsg: '「单位内编号」的新值与原值相同' });
    expect((await change('30105', 'unitInnerNo', 'X', zhenhai)).body).toMatchObject({ errorMsg: '无权访问该设备' });
  });
});
