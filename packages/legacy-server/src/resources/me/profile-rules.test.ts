import { describe, expect, it } from 'vitest';
import { checkProfile, idCardCheckChar, isValidIdCard } from './profile-rules';

describe('ID card check character (GB 11643)', () => {
  it('computes the check character of the standard example', () => {
    expect(idCardCheckChar('11010519491231002')).toBe('X');
  });

  it('accepts a number whose check character matches, in either case of X', () => {
    expect(isValidIdCard('11010519491231002X')).toBe(true);
    expect(isValidIdCard('11010519491231002x')).toBe(true);
  });

  it('refuses a wrong check character, an impossible birth day or a short number', () => {
    expect(isValidIdCard('110105194912310021')).toBe(false);
    expect(isValidIdCard('110105194902300027')).toBe(false);
    expect(isValidIdCard('11010519491231002')).toBe(false);
  });
});

describe('checkProfile', () => {
  const valid = { name: '张丽', identityCard: '11010519491231002X', phone: '0574-87261188', mobile: '13958201746' };

  it('passes a valid form and upper-cases the check character', () => {
    expect(checkProfile({ ...valid, identityCard: '11010519491231002x' })).toEqual({
      ok: true,
      change: { name: '张丽', idCard: '11010519491231002X', phone: '0574-87261188', mobile: '13958201746' },
    });
  });

  it('clears empty optional fields and keeps absent ones', () => {
    expect(checkProfile({ name: '张丽', mobile: '' })).toEqual({
      ok: true,
      change: { name: '张丽', idCard: undefined, phone: undefined, mobile: null },
    });
  });

  it('names the rule a field breaks', () => {
    expect(checkProfile({ ...valid, name: '' })).toEqual({ ok: false, message: '请输入姓名' });
    expect(checkProfile({ ...valid, mobile: '1395820174' })).toEqual({ ok: false, message: '请输入正确的手机号码' });
    expect(checkProfile({ ...valid, identityCard: '110105194912310021' })).toEqual({ ok: false, message: '请输入正确的身份证号码' });
    expect(checkProfile({ ...valid, phone: '87-261188' })).toEqual({ ok: false, message: '请输入正确的手机号码或固定电话' });
    expect(checkProfile({ ...valid, name: '张'.repeat(51) })).toEqual({ ok: false, message: '长度不能超过50个字符' });
  });
});
