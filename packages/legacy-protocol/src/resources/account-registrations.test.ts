import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_REGISTRATION_WIRE_PATHS,
  accountApplyForm,
  accountRegistrationDetailPath,
  ZWireAccountApplyForm,
  ZWireAccountRegistrationDetail,
} from './account-registrations';
import { smsAuthCodePath, ZWireSmsCodeSent } from './sms-codes';

const FORM = {
  orgname: '宁波海曙汇通电梯工程有限公司',
  uscc: '91330203MA2GQ8XC93',
  areaCode: '330203',
  regAddress: '宁波市海曙区中山西路100号',
  businessAddress: '宁波市海曙区望春工业园区科创路8号',
  legalPerson: '李国强',
  contactPerson: '周敏',
  contactPhone: '0574-87001234',
  mobile: '13957400123',
  smsCode: '123456',
  loginName: 'huitong_zm',
  password: 'Huitong@2024',
};

describe('account registration wire', () => {
  it('keeps the visitor calls in the common module and the audit in account', () => {
    expect(ACCOUNT_REGISTRATION_WIRE_PATHS.apply).toBe('/a/stone/common/account/apply');
    expect(ACCOUNT_REGISTRATION_WIRE_PATHS.unitCheck).toBe('/a/stone/common/ogmUnitRegistCheck');
    expect(accountRegistrationDetailPath('a/b')).toBe('/a/stone/account/registerDetail/a%2Fb');
  });

  it('reads an apply form with its optional fields left empty, and writes it back as text', () => {
    const fields = ZWireAccountApplyForm.parse(FORM);
    expect(fields).toMatchObject({ email: '', postcode: '', foundDate: '', attachmentIds: [] });
    expect(accountApplyForm({ ...fields, attachmentIds: ['a1', 'a2'] })).toMatchObject({ uscc: FORM.uscc, attachmentIds: 'a1,a2' });
  });

  it('refuses a form with a bad login name or founding date', () => {
    expect(ZWireAccountApplyForm.safeParse({ ...FORM, loginName: '1abc' }).success).toBe(false);
    expect(ZWireAccountApplyForm.safeParse({ ...FORM, foundDate: '2015/03/18' }).success).toBe(false);
  });

  it('reads a detail whose keys come in another case and whose files are left out', () => {
    const detail = ZWireAccountRegistrationDetail.parse({
      id: 'r1',
      ORGNAME: '宁波海曙汇通电梯工程有限公司',
      uscc: FORM.uscc,
      loginName: 'huitong_zm',
      status: '待审核',
      submitDate: 1_732_400_000_000,
    });
    expect(detail).toMatchObject({ orgname: '宁波海曙汇通电梯工程有限公司', attachments: [], submitDate: '2024-11-24 06:13:20' });
  });
});

describe('sms code wire', () => {
  it('puts the purpose and the number in the path', () => {
    expect(smsAuthCodePath('passwordReset', '13957400123')).toBe('/a/stone/common/smsAuthCode/passwordReset/13957400123');
  });

  it('reads the cooldown as a number from text', () => {
    expect(ZWireSmsCodeSent.parse({ mobile: '139****0123', resendAfter: '60' })).toEqual({ mobile: '139****0123', resendAfter: 60 });
  });
});
