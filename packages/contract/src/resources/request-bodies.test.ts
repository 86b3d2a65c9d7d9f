import { describe, expect, it } from 'vitest';
import { ZPasswordResetAuditBodySchema } from './password-reset-audits';
import { ZInspectionApplicationBodySchema } from './inspection-application-schemas';
import { ZAccountApplicationBodySchema } from './public';
import { ZTerminationBodySchema } from './terminations';
import { ZUseRegistrationBodySchema } from './use-registrations';

const application = {
  commit: true,
  kind: 'periodic',
  equipmentIds: ['eq-1'],
  siteContact: '李工',
  siteContactMobile: '13812345678',
  siteAddress: '宁波市北仑区新碶街道',
  areaCode: '330206',
} as const;

describe('ZInspectionApplicationBodySchema', () => {
  it('accepts a periodic application and defaults isPc to true', () => {
    expect(ZInspectionApplicationBodySchema.parse(application)).toMatchObject({ isPc: true, urgent: false, reportPickup: 'self' });
  });
  it('needs at least one piece of equipment', () => {
    const result = ZInspectionApplicationBodySchema.safeParse({ ...application, equipmentIds: [] });
    expect(result.error?.issues).toMatchObject([{ path: ['equipmentIds'], message: '此项为必填项' }]);
  });
  it('accepts new equipment instead of files for a first inspection', () => {
    const newEquipment = [{ categoryCode: '3000', subTypeCode: '3110', equipmentName: '乘客电梯', usePlace: '1号楼' }];
    const materials = [
      { code: 'factoryDocuments', attachmentIds: ['att-1'] },
      { code: 'typeTestCertificate', attachmentIds: ['att-2'] },
    ];
    expect(ZInspectionApplicationBodySchema.safeParse({ ...application, kind: 'first', equipmentIds: [], newEquipment, materials }).success).toBe(true);
  });
});

describe('ZAccountApplicationBodySchema', () => {
  const body = {
    unitName: '宁波甬仑精工机械有限公司',
    creditCode: '91350100M000100Y43',
    areaCode: '330206',
    regAddress: '宁波市北仑区',
    businessAddress: '宁波市北仑区新碶街道',
    legalPerson: '陈明',
    contactPerson: '李工',
    contactPhone: '0574-86861234',
    loginName: 'yonglun',
    password: 'Abc@12345',
    passwordCheck: 'Abc@12345',
    mobile: '13812345678',
    smsCode: '123456',
  };
  it('accepts a complete application', () => {
    expect(ZAccountApplicationBodySchema.safeParse(body).success).toBe(true);
  });
  it('rejects a credit code with a wrong check character and a mismatched password', () => {
    const result = ZAccountApplicationBodySchema.safeParse({ ...body, creditCode: '91350100M000100Y44', passwordCheck: 'x' });
    expect(result.error?.issues.map((i) => i.message)).toContain('请输入正确的统一社会信用代码');
    const mismatch = ZAccountApplicationBodySchema.safeParse({ ...body, passwordCheck: 'Abc@12346' });
    expect(mismatch.error?.issues).toMatchObject([{ path: ['passwordCheck'], message: '两次输入的新密码不一致' }]);
  });
});

describe('ZTerminationBodySchema', () => {
  const body = { commit: false, type: 'out_of_service', equipmentIds: ['eq-1'], reason: '设备检修', handler: '王建国' };
  it('needs a start date to stop using equipment', () => {
    expect(ZTerminationBodySchema.safeParse(body).error?.issues).toMatchObject([{ path: ['stopFrom'] }]);
    expect(ZTerminationBodySchema.safeParse({ ...body, stopFrom: '2024-06-01' }).success).toBe(true);
  });
  it('does not need dates to scrap', () => {
    expect(ZTerminationBodySchema.safeParse({ ...body, type: 'scrapped' }).success).toBe(true);
  });
});

describe('ZPasswordResetAuditBodySchema', () => {
  it('needs an opinion to reject but not to approve', () => {
    expect(ZPasswordResetAuditBodySchema.safeParse({ approved: true }).success).toBe(true);
    expect(ZPasswordResetAuditBodySchema.safeParse({ approved: false, opinion: ' ' }).success).toBe(false);
    expect(ZPasswordResetAuditBodySchema.safeParse({ approved: false, opinion: '身份信息不符' }).success).toBe(true);
  });
});

describe('ZUseRegistrationBodySchema', () => {
  const body = {
    commit: false,
    kind: 'first_use',
    categoryCode: '4000',
    subTypeCode: '4110',
    equipmentName: '通用桥式起重机',
    registerCode: '41103302062019030012',
    usePlace: '北仑区 1号车间',
    areaCode: '330206',
    useDate: '2019-04-01',
    safetyManager: '李工',
    safetyManagerMobile: '13812345678',
    declarationAccepted: false,
  };
  it('saves a draft without the truthfulness declaration', () => {
    expect(ZUseRegistrationBodySchema.safeParse(body).success).toBe(true);
  });
  it('needs the declaration to submit', () => {
    expect(ZUseRegistrationBodySchema.safeParse({ ...body, commit: true }).error?.issues).toMatchObject([
      { path: ['declarationAccepted'] },
    ]);
    expect(ZUseRegistrationBodySchema.safeParse({ ...body, commit: true, declarationAccepted: true }).success).toBe(true);
  });
});
