import {
  INSPECTION_APPLICATION_MESSAGES,
  INSPECTION_APPLICATION_WIRE_PATHS as PATHS,
  ZWireAttachment,
  ZWireInspectionApplicationDetail,
  type WireAttachment,
} from '@portal/legacy-protocol';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments } from '../../db/schema';
import { get, login, post, type WireAnswer, type WireSession } from '../../http/wire-test-client';
import type { RunningLegacyServer } from '../../server';
import { DEMO_PASSWORD, startTestLegacyServer } from '../../testing';

/** 宁波悦澜 (qiye): the 消防员电梯 (30106) being installed under its construction notice 51003 (docs/inspection-applications.md). */
const SUPERVISION = {
  checkType: '监督检验',
  equipmentIds: '30106',
  siteContact: '李强',
  siteContactMobile: '13857436021',
  siteAddress: '宁波市鄞州区天童北路1088号悦澜酒店',
  areaCode: '330212',
  reportPickup: '自取',
};
const CONSTRUCTION = { bcwUnit: '宁波甬江电梯工程有限公司', bcwType: '安装', bcwId: '51003' };
/** A first inspection of a boiler not yet on file. */
const FIRST = {
  ...SUPERVISION,
  checkType: '首次检验',
  equipmentIds: '',
  newEquipment: JSON.stringify([{ equCategory: '1000', equType: '1100', equName: '燃气蒸汽锅炉', usePlace: '锅炉房' }]),
};
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(512, 0x20), Buffer.from('\n%%EOF\n')]);

let server: RunningLegacyServer;
let qiye: WireSession;
let zhenhai: WireSession;

beforeAll(async () => {
  server = await startTestLegacyServer();
  qiye = await login(server.url, 'qiye', DEMO_PASSWORD);
  zhenhai = await login(server.url, 'zhenhai', DEMO_PASSWORD);
});
afterAll(async () => {
  await server?.close();
});

async function upload(session: WireSession, name: string): Promise<WireAttachment> {
  const form = new FormData();
  form.append('file', new Blob([PDF]), name);
  const response = await fetch(`${server.url}/a/stone/common/attachment/upload?__sid=${session.sid}&__extend=${session.extend}`, { method: 'POST', body: form });
  const body = (await response.json()) as WireAnswer;
  return ZWireAttachment.parse(body.data);
}

const materials = (entries: Record<string, string[]>) => JSON.stringify(Object.entries(entries).map(([code, attachmentIds]) => ({ code, attachmentIds })));
const save = async (form: Record<string, string>, session = qiye) => (await post(server.url, PATHS.save, form, session)).body;

describe('a supervision inspection (监督检验)', () => {
  it('is refused at submit without the 施工信息, each missing field named in Chinese', async () => {
    expect(await save({ ...SUPERVISION, isCommit: 'true' })).toMatchObject({ isSuccess: 0, errorMsg: INSPECTION_APPLICATION_MESSAGES.constructionUnitRequired });
    expect(await save({ ...SUPERVISION, bcwUnit: CONSTRUCTION.bcwUnit, isCommit: 'true' })).toMatchObject({ errorMsg: INSPECTION_APPLICATION_MESSAGES.constructionTypeRequired });
    expect(await save({ ...SUPERVISION, ...CONSTRUCTION, bcwId: '', isCommit: 'true' })).toMatchObject({ errorMsg: INSPECTION_APPLICATION_MESSAGES.constructionRecordRequired });
  });

  it('refuses another unit\'s construction record, even in a draft', async () => {
    expect(await save({ ...SUPERVISION, ...CONSTRUCTION, bcwId: '51001' })).toMatchObject({ isSuccess: 0, errorMsg: INSPECTION_APPLICATION_MESSAGES.constructionRecordForeign });
  });

  it('is refused at submit without a file of each required material, and nothing is stored', async () => {
    const notice = await upload(qiye, '施工告知书回执.pdf');
    const answer = await save({ ...SUPERVISION, ...CONSTRUCTION, materials: materials({ constructionNotice: [notice.attsysid] }), isCommit: 'true' });
    expect(answer).toMatchObject({ isSuccess: 0, errorMsg: '请上传施工单位资质证书' });
    const [file] = await server.db.select().from(attachments).where(eq(attachments.id, notice.attsysid));
    expect(file).toMatchObject({ refId: null, material: null });
  });

  it('keeps a draft without them, then submits with the files, storing each file\'s material and the 施工信息', async () => {
    const draft = await save({ ...SUPERVISION });
    expect(draft.isSuccess).toBe(1);
    const id = ZWireInspectionApplicationDetail.parse(draft.data).id;
    const notice = await upload(qiye, '施工告知书回执.pdf');
    const licence = await upload(qiye, '资质证书.pdf');
    const form = { ...SUPERVISION, ...CONSTRUCTION, id, materials: materials({ constructionNotice: [notice.attsysid], constructorLicence: [licence.attsysid] }), isCommit: 'true' };
    const submitted = await save(form);
    expect(submitted).toMatchObject({ isSuccess: 1 });
    expect(ZWireInspectionApplicationDetail.parse(submitted.data)).toMatchObject({ status: '已提交', bcwUnit: CONSTRUCTION.bcwUnit, bcwType: '安装', bcwId: '51003' });
    const files = await server.db.select().from(attachments).where(and(eq(attachments.refType, 'appOnline'), eq(attachments.refId, id)));
    expect(files.map((file) => [file.id, file.material]).sort()).toEqual([[notice.attsysid, 'constructionNotice'], [licence.attsysid, 'constructorLicence']].sort());
    const listed = (await get(server.url, PATHS.attachments, qiye, { id })).body.data as WireAttachment[];
    expect(listed.map((file) => file.materialType).sort()).toEqual(['constructionNotice', 'constructorLicence']);
  });

  it('refuses a material code the kind does not ask for', async () => {
    const file = await upload(qiye, '说明书.pdf');
    expect(await save({ ...SUPERVISION, materials: materials({ userManual: [file.attsysid] }) })).toMatchObject({ isSuccess: 0, errorMsg: INSPECTION_APPLICATION_MESSAGES.materialUnknown });
  });
});

describe('a first inspection (首次检验)', () => {
  it('is refused at submit without the factory documents', async () => {
    expect(await save({ ...FIRST, isCommit: 'true' })).toMatchObject({ isSuccess: 0, errorMsg: '请上传产品合格证/出厂资料（质量证明书）' });
  });

  it('asks a new elevator for its type test certificate too', async () => {
    const factory = await upload(qiye, '合格证.pdf');
    const elevator = JSON.stringify([{ equCategory: '3000', equType: '3110', equName: '乘客电梯', usePlace: '2号楼' }]);
    const answer = await save({ ...FIRST, newEquipment: elevator, materials: materials({ factoryDocuments: [factory.attsysid] }), isCommit: 'true' });
    expect(answer).toMatchObject({ isSuccess: 0, errorMsg: '请上传型式试验证书' });
  });

  it('is submitted with them', async () => {
    const factory = await upload(qiye, '合格证.pdf');
    const answer = await save({ ...FIRST, materials: materials({ factoryDocuments: [factory.attsysid] }), isCommit: 'true' });
    expect(answer).toMatchObject({ isSuccess: 1 });
    const [file] = await server.db.select().from(attachments).where(eq(attachments.id, factory.attsysid));
    expect(file?.material).toBe('factoryDocuments');
  });

  it('cannot mark another unit\'s file as its material', async () => {
    const foreign = await upload(zhenhai, '合格证.pdf');
    const answer = await save({ ...FIRST, materials: materials({ factoryDocuments: [foreign.attsysid] }), isCommit: 'true' });
    expect(answer).toMatchObject({ isSuccess: 0, errorMsg: INSPECTION_APPLICATION_MESSAGES.attachmentForeign });
  });
});

describe('a periodic inspection (定期检验)', () => {
  it('asks for no material and no 施工信息', async () => {
    const answer = await save({ ...SUPERVISION, checkType: '定期检验', equipmentIds: '30102', ...CONSTRUCTION, isCommit: 'true' });
    expect(answer).toMatchObject({ isSuccess: 1 });
    const stored = ZWireInspectionApplicationDetail.parse(answer.data);
    expect([stored.bcwUnit, stored.bcwType, stored.bcwId]).toEqual(['', undefined, undefined]);
  });
});
