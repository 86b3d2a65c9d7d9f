import { describe, expect, it } from 'vitest';
import { materialsFor } from '../constants/inspection-kind-forms';
import { ZAuthCodeApplicationBodySchema, ZInspectionApplicationBodySchema } from './inspection-application-schemas';

const base = {
  commit: true,
  equipmentIds: ['eq-1'],
  siteContact: '李工',
  siteContactMobile: '13812345678',
  siteAddress: '宁波市北仑区新碶街道',
  areaCode: '330206',
} as const;
const construction = { constructionUnit: '宁波市东方电梯安装有限公司', constructionKind: 'installation', constructionRecordId: 'cr-1' } as const;
const supervisionFiles = [
  { code: 'constructionNotice', attachmentIds: ['att-1'] },
  { code: 'constructorLicence', attachmentIds: ['att-2'] },
] as const;

const issuesOf = (body: unknown) => ZInspectionApplicationBodySchema.safeParse(body).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('a supervision inspection submit', () => {
  it('needs the 施工信息 and a file of each required material, each on its field', () => {
    expect(issuesOf({ ...base, kind: 'supervision' })).toEqual([
      ['constructionUnit', '此项为必填项'],
      ['constructionKind', '此项为必填项'],
      ['constructionRecordId', '此项为必填项'],
      ['materials.constructionNotice', '请上传施工告知书回执'],
      ['materials.constructorLicence', '请上传施工单位资质证书'],
    ]);
  });
  it('is accepted with them; the construction plan is optional', () => {
    expect(issuesOf({ ...base, kind: 'supervision', ...construction, materials: supervisionFiles })).toBeUndefined();
  });
  it('may be saved as a draft without them', () => {
    expect(issuesOf({ ...base, kind: 'supervision', commit: false })).toBeUndefined();
  });
  it('counts a material only with at least one file', () => {
    const materials = [{ code: 'constructionNotice', attachmentIds: [] }, supervisionFiles[1]];
    expect(issuesOf({ ...base, kind: 'supervision', ...construction, materials })).toEqual([['materials.constructionNotice', '请上传施工告知书回执']]);
  });
  it('refuses a construction kind outside the construction records’ list', () => {
    expect(issuesOf({ ...base, kind: 'supervision', ...construction, constructionKind: 'repair', materials: supervisionFiles })?.[0]?.[0]).toBe('constructionKind');
  });
  it('on the public page checks the fields but leaves the files to the platform (the page cannot upload)', () => {
    const body = { ...base, kind: 'supervision', authCode: 'code-1' };
    expect(ZAuthCodeApplicationBodySchema.safeParse(body).error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'constructionUnit',
      'constructionKind',
      'constructionRecordId',
    ]);
    expect(ZAuthCodeApplicationBodySchema.safeParse({ ...body, ...construction }).success).toBe(true);
  });
});

describe('a first inspection submit', () => {
  it('needs the factory documents', () => {
    expect(issuesOf({ ...base, kind: 'first' })).toEqual([['materials.factoryDocuments', '请上传产品合格证/出厂资料（质量证明书）']]);
  });
  it('needs the type test certificate for a new elevator, not for a new boiler', () => {
    const elevator = [{ categoryCode: '3000', subTypeCode: '3110', equipmentName: '乘客电梯', usePlace: '1号楼' }];
    const boiler = [{ categoryCode: '1000', subTypeCode: '1100', equipmentName: '蒸汽锅炉', usePlace: '锅炉房' }];
    const materials = [{ code: 'factoryDocuments', attachmentIds: ['att-1'] }];
    expect(issuesOf({ ...base, kind: 'first', equipmentIds: [], newEquipment: elevator, materials })).toEqual([
      ['materials.typeTestCertificate', '请上传型式试验证书'],
    ]);
    expect(issuesOf({ ...base, kind: 'first', equipmentIds: [], newEquipment: boiler, materials })).toBeUndefined();
  });
});

describe('the periodic kinds', () => {
  it('ask for no material', () => {
    expect(issuesOf({ ...base, kind: 'periodic' })).toBeUndefined();
    expect(materialsFor('pipeline_periodic', ['8000'])).toEqual([]);
  });
});
