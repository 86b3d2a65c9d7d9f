import {
  INSPECTION_APPLICATION_WIRE_PATHS as PATHS,
  PIPELINE_UNIT_MESSAGES,
  ZWireInspectionApplicationDetail,
} from '@portal/legacy-protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { equipment, inspectionApplications } from '../../db/schema';
import { addDays, formatWireDate } from '../../http/wire-date';
import { get, login, post, type WireSession } from '../../http/wire-test-client';
import type { RunningLegacyServer } from '../../server';
import { DEMO_PASSWORD, startTestLegacyServer } from '../../testing';

/** 宁波宏泰 (zhenhai): its steam piping file 30204, whose recorded lines are 61001 and 61002 (seed/demo-pipelines.ts). */
const PIPING = {
  checkType: '管道定期检验',
  equipmentIds: '30204',
  siteContact: '王建国',
  siteContactMobile: '15067423318',
  siteAddress: '宁波市镇海区蛟川街道动力车间',
  areaCode: '330211',
  reportPickup: '自取',
};
const STEAM = { pipelineId: '61001', pipeNo: 'GD-ST-01-01', pipeName: '主蒸汽管线', pipeLength: 860, nominalDiameter: 150 };
const units = (list: Record<string, unknown>[]) => JSON.stringify([{ equipmentId: '30204', units: list }]);

let server: RunningLegacyServer;
let zhenhai: WireSession;

beforeAll(async () => {
  server = await startTestLegacyServer();
  zhenhai = await login(server.url, 'zhenhai', DEMO_PASSWORD);
  // The file is due in the seed only in two years: bring its date into the 90-day window.
  await server.db.update(equipment).set({ nextCheckDate: addDays(formatWireDate(new Date()), 20) }).where(eq(equipment.id, '30204'));
});
afterAll(async () => {
  await server?.close();
});

const save = async (form: Record<string, string>) => (await post(server.url, PATHS.save, form, zhenhai)).body;
const countApplications = async () => (await server.db.select({ id: inspectionApplications.id }).from(inspectionApplications)).length;

describe('a 管道定期检验 (pipeline units)', () => {
  it('is refused at submit without units, naming the item, and nothing is stored', async () => {
    const before = await countApplications();
    expect(await save({ ...PIPING, isCommit: 'true' })).toMatchObject({ isSuccess: 0, errorMsg: '第1项管道：请填写管道单元' });
    expect(await countApplications()).toBe(before);
  });

  it('is refused at submit with a length of 0 or a unit without number and name', async () => {
    const zero = await save({ ...PIPING, pipeUnits: units([STEAM, { pipeName: '凝结水回收管线', pipeLength: 0 }]), isCommit: 'true' });
    expect(zero).toMatchObject({ isSuccess: 0, errorMsg: '第1项管道第2个管道单元：管道长度须大于0' });
    const nameless = await save({ ...PIPING, pipeUnits: units([{ pipeLength: 12 }]), isCommit: 'true' });
    expect(nameless).toMatchObject({ isSuccess: 0, errorMsg: '第1项管道第1个管道单元：请填写管道单元编号或名称' });
  });

  it('refuses a line of another unit or of another file, even in a draft', async () => {
    const yonglun = await save({ ...PIPING, pipeUnits: units([{ ...STEAM, pipelineId: '61011' }]) });
    expect(yonglun).toMatchObject({ isSuccess: 0, errorMsg: '第1项管道第1个管道单元：管道单元不存在或不属于该管道' });
    const unlinked = await save({ ...PIPING, pipeUnits: units([STEAM, { ...STEAM, pipelineId: '61003' }]) });
    expect(unlinked).toMatchObject({ isSuccess: 0, errorMsg: '第1项管道第2个管道单元：管道单元不存在或不属于该管道' });
    const notApplied = JSON.stringify([{ equipmentId: '30203', units: [STEAM] }]);
    expect(await save({ ...PIPING, pipeUnits: notApplied })).toMatchObject({ isSuccess: 0, errorMsg: PIPELINE_UNIT_MESSAGES.itemForeign });
  });

  it('keeps a draft without lengths, then submits with the units, storing and answering them', async () => {
    const draft = await save({ ...PIPING, pipeUnits: units([{ pipeName: '主蒸汽管线', pipeLength: 0 }]) });
    expect(draft.isSuccess).toBe(1);
    const id = ZWireInspectionApplicationDetail.parse(draft.data).id;
    const typed = { pipeNo: '', pipeName: '凝结水回收管线（二期）', pipeLength: 12.35 };
    const submitted = await save({ ...PIPING, id, pipeUnits: units([STEAM, typed]), isCommit: 'true' });
    expect(submitted).toMatchObject({ isSuccess: 1 });
    const detail = ZWireInspectionApplicationDetail.parse((await get(server.url, `${PATHS.detail}/${id}`, zhenhai)).body.data);
    expect(detail.status).toBe('已提交');
    expect(detail.items[0]!.pipeUnits).toEqual([
      { pipelineId: '61001', pipeNo: 'GD-ST-01-01', pipeName: '主蒸汽管线', pipeLength: 860, nominalDiameter: 150 },
      { pipelineId: undefined, pipeNo: '', pipeName: '凝结水回收管线（二期）', pipeLength: 12.35, nominalDiameter: null },
    ]);
  });
});

describe('the other kinds', () => {
  it('store no pipeline units', async () => {
    const pipeUnits = JSON.stringify([{ equipmentId: '30201', units: [{ pipeName: '主蒸汽管线', pipeLength: 5 }] }]);
    const answer = await save({ ...PIPING, checkType: '定期检验', equipmentIds: '30201', pipeUnits });
    expect(answer).toMatchObject({ isSuccess: 1 });
    expect(ZWireInspectionApplicationDetail.parse(answer.data).items[0]!.pipeUnits).toEqual([]);
  });
});
