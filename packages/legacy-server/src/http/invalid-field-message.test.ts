import { ZWireRescueRegistrationForm } from '@portal/legacy-protocol';
import { describe, expect, it } from 'vitest';
import { invalidFieldMessage, missingOrTooSmall } from './invalid-field-message';

const LABELS = { registCode: '注册代码', alarmPhone: '报警人电话' };

function messageOf(params: Record<string, string>): string {
  const parsed = ZWireRescueRegistrationForm.safeParse(params);
  if (parsed.success) throw new Error('the form passed');
  return invalidFieldMessage(LABELS, parsed.error.issues, params);
}

describe('invalidFieldMessage', () => {
  it('says a field left empty or blank cannot be empty', () => {
    expect(messageOf({})).toBe('注册代码不能为空');
    expect(messageOf({ registCode: '  ' })).toBe('注册代码不能为空');
  });

  it('says a filled field that fails its rule is malformed', () => {
    expect(invalidFieldMessage(LABELS, [{ path: ['alarmPhone'] }], { alarmPhone: '12' })).toBe('报警人电话格式不正确');
  });

  it('names a field without a label by its wire name', () => {
    expect(invalidFieldMessage(LABELS, [{ path: ['trappedNum'] }], {})).toBe('trappedNum不能为空');
  });

  it('calls a value under its minimum empty, and spaces malformed, under the application modules\' rule', () => {
    expect(invalidFieldMessage(LABELS, [{ path: ['alarmPhone'], code: 'too_small' }], { alarmPhone: '1' }, missingOrTooSmall)).toBe('报警人电话不能为空');
    expect(invalidFieldMessage(LABELS, [{ path: ['registCode'], code: 'invalid_format' }], { registCode: '  ' }, missingOrTooSmall)).toBe('注册代码格式不正确');
    expect(invalidFieldMessage(LABELS, [{ path: ['registCode'], code: 'invalid_type' }], {}, missingOrTooSmall)).toBe('注册代码不能为空');
  });
});
