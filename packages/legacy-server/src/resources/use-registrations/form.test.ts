import { describe, expect, it } from 'vitest';
import { checkRegistrationForm, FORM_MESSAGES } from './form';

const DRAFT = {
  registKind: '新设备首次启用',
  equCategory: '3000',
  equType: '3420',
  equName: '消防员电梯',
  isCommit: 'false',
};

const COMPLETE = {
  ...DRAFT,
  usePlace: '新建副楼西侧',
  areaCode: '330212',
  useDate: '2024-06-01',
  safetyManager: '张丽',
  safetyManagerMobile: '13958201746',
  declaration: '1',
  isCommit: 'true',
};

const messageOf = (params: Record<string, string>) => {
  const checked = checkRegistrationForm(params);
  return checked.ok ? null : checked.message;
};

describe('checkRegistrationForm', () => {
  it('lets a draft through with only the equipment named', () => {
    expect(checkRegistrationForm(DRAFT)).toMatchObject({ ok: true, fields: { isCommit: false, usePlace: '' } });
  });

  it('names an empty required field', () => {
    expect(messageOf({ ...DRAFT, equName: '' })).toBe('设备名称不能为空');
    expect(messageOf({ ...DRAFT, registKind: '' })).toBe('登记类别不能为空');
  });

  it('names a malformed field', () => {
    expect(messageOf({ ...DRAFT, registCode: '123' })).toBe('注册代码格式不正确');
    expect(messageOf({ ...DRAFT, safetyManagerMobile: '12345' })).toBe('安全管理员手机格式不正确');
    expect(messageOf({ ...DRAFT, registKind: 'first_use' })).toBe('登记类别格式不正确');
  });

  it('refuses a sub-type of another category', () => {
    expect(messageOf({ ...DRAFT, equType: '4110' })).toBe(FORM_MESSAGES.subTypeMismatch);
    expect(messageOf({ ...DRAFT, equType: '3999' })).toBe(FORM_MESSAGES.subTypeMismatch);
  });

  it('refuses a conclusion the platform does not use and an impossible day', () => {
    expect(messageOf({ ...DRAFT, checkConclusion: '优秀' })).toBe('检验结论格式不正确');
    expect(messageOf({ ...DRAFT, checkConclusion: '合格' })).toBeNull();
    expect(messageOf({ ...DRAFT, useDate: '2024-02-30' })).toBe('投用日期格式不正确');
  });

  it('lists what a submission still lacks', () => {
    expect(messageOf({ ...DRAFT, isCommit: 'true', declaration: '1' })).toBe(
      FORM_MESSAGES.missingToSubmit(['使用地点', '所在区域', '投用日期', '安全管理员', '安全管理员手机']),
    );
  });

  it('needs the declaration to submit', () => {
    expect(messageOf({ ...COMPLETE, declaration: '0' })).toBe(FORM_MESSAGES.declarationMissing);
    expect(checkRegistrationForm(COMPLETE)).toMatchObject({ ok: true, fields: { isCommit: true, declaration: true } });
  });
});
