import { ZAuthCodeIssuedSchema, ZInspectionApplicationDetailSchema, type InspectionApplicationBody } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { setUpGatewayTests } from '../../integration-support';

const { cookies, inject, upload } = setUpGatewayTests(['qiye']);

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(1024, 0x20), Buffer.from('\n%%EOF\n')]);
const file = (name: string) => upload(cookies.qiye, { name, type: 'application/pdf', bytes: PDF });

/** 宁波悦澜 (qiye): the 消防员电梯 (30106) being installed under its construction notice 51003. */
const SUPERVISION: InspectionApplicationBody = {
  kind: 'supervision',
  equipmentIds: ['30106'],
  siteContact: '李强',
  siteContactMobile: '13857436021',
  siteAddress: '宁波市鄞州区天童北路1088号悦澜酒店',
  areaCode: '330212',
  constructionUnit: '宁波甬江电梯工程有限公司',
  constructionKind: 'installation',
  constructionRecordId: '51003',
  commit: false,
};
/** A first inspection of a boiler not yet on file. */
const FIRST: InspectionApplicationBody = {
  ...SUPERVISION,
  kind: 'first',
  equipmentIds: [],
  newEquipment: [{ categoryCode: '1000', subTypeCode: '1100', equipmentName: '燃气蒸汽锅炉', usePlace: '锅炉房' }],
  constructionUnit: '',
  constructionKind: undefined,
  constructionRecordId: undefined,
};

const fieldErrors = (body: string) => (JSON.parse(body) as { errors?: { path: string; message: string }[] }).errors?.map((error) => [error.path, error.message]);

describe('a supervision inspection through the gateway', () => {
  it('is refused by the contract when submitted without a required material, on the material', async () => {
    const res = await inject(cookies.qiye, 'POST', '/api/v1/inspection-applications', { ...SUPERVISION, commit: true });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res.body)).toEqual(
      expect.arrayContaining([
        ['materials.constructionNotice', '请上传施工告知书回执'],
        ['materials.constructorLicence', '请上传施工单位资质证书'],
      ]),
    );
  });

  it('is refused by the platform, on the field, when the construction record is not the unit\'s', async () => {
    const res = await inject(cookies.qiye, 'POST', '/api/v1/inspection-applications', { ...SUPERVISION, constructionRecordId: '51001' });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res.body)).toEqual([['constructionRecordId', '施工告知不存在或不属于本单位']]);
  });

  it('is refused by the platform on the public page, where no file can be added, naming the material', async () => {
    const draft = await inject(cookies.qiye, 'POST', '/api/v1/inspection-applications', SUPERVISION);
    expect(draft.statusCode, draft.body).toBe(201);
    const { id } = ZInspectionApplicationDetailSchema.parse(draft.json());
    const issued = await inject(cookies.qiye, 'POST', `/api/v1/inspection-applications/${id}/auth-code`, {});
    const { authCode } = ZAuthCodeIssuedSchema.parse(issued.json());
    const res = await inject(undefined, 'POST', '/api/v1/inspection-applications/by-auth-code', { ...SUPERVISION, authCode, commit: true });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res.body)).toEqual([['materials.constructionNotice', '请上传施工告知书回执']]);
  });

  it('is submitted with its fields and files, and the detail answers each file with its material', async () => {
    const notice = await file('施工告知书回执.pdf');
    const licence = await file('资质证书.pdf');
    const materials = [
      { code: 'constructionNotice', attachmentIds: [notice.id] },
      { code: 'constructorLicence', attachmentIds: [licence.id] },
    ] as const;
    const res = await inject(cookies.qiye, 'POST', '/api/v1/inspection-applications', { ...SUPERVISION, materials, commit: true });
    expect(res.statusCode, res.body).toBe(201);
    const detail = ZInspectionApplicationDetailSchema.parse(res.json());
    expect(detail).toMatchObject({ state: 'submitted', constructionUnit: '宁波甬江电梯工程有限公司', constructionKind: 'installation', constructionRecordId: '51003' });
    expect(detail.attachments.map((attachment) => [attachment.id, attachment.material]).sort()).toEqual(
      [[notice.id, 'constructionNotice'], [licence.id, 'constructorLicence']].sort(),
    );
  });
});

describe('a first inspection through the gateway', () => {
  it('is refused by the platform, on the material, when an elevator on file lacks its type test certificate', async () => {
    const factory = await file('合格证.pdf');
    const body = { ...FIRST, newEquipment: [], equipmentIds: ['30102'], materials: [{ code: 'factoryDocuments', attachmentIds: [factory.id] }], commit: true };
    const res = await inject(cookies.qiye, 'POST', '/api/v1/inspection-applications', body);
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res.body)).toEqual([['materials.typeTestCertificate', '请上传型式试验证书']]);
  });

  it('is submitted with the factory documents', async () => {
    const factory = await file('合格证.pdf');
    const res = await inject(cookies.qiye, 'POST', '/api/v1/inspection-applications', { ...FIRST, materials: [{ code: 'factoryDocuments', attachmentIds: [factory.id] }], commit: true });
    expect(res.statusCode, res.body).toBe(201);
    expect(ZInspectionApplicationDetailSchema.parse(res.json()).attachments.map((attachment) => attachment.material)).toEqual(['factoryDocuments']);
  });
});
