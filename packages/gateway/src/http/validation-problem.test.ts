import { ZPasswordChangeForm, ZProfileUpdateBodySchema, message } from '@portal/contract';
import { RequestValidationError } from '@ts-rest/fastify';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { validationProblem } from './validation-problem';

function bodyError(schema: z.ZodTypeAny, value: unknown): RequestValidationError {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a validation error');
  return new RequestValidationError(null, null, null, result.error);
}

describe('validationProblem', () => {
  it("passes the contract's Chinese messages through with their field paths", () => {
    const problem = validationProblem(
      bodyError(ZPasswordChangeForm, {
        oldPassword: 'Demo@2024',
        newPassword: 'Abc@12345',
        newPasswordCheck: 'Abc@54321',
      }),
    );
    expect(problem.status).toBe(400);
    expect(problem.errors).toEqual([{ path: 'newPasswordCheck', code: 'invalid_value', message: message('passwordMismatch') }]);
    expect(problem.detail).toBe(message('passwordMismatch'));
  });

  it('reports a weak new password with the password rule message', () => {
    const problem = validationProblem(
      bodyError(ZPasswordChangeForm, { oldPassword: 'x', newPassword: '123456', newPasswordCheck: '123456' }),
    );
    expect(problem.errors).toContainEqual({ path: 'newPassword', code: 'invalid_format', message: message('password') });
  });

  it("replaces zod's English defaults with Chinese", () => {
    const problem = validationProblem(bodyError(ZProfileUpdateBodySchema, { name: 42 }));
    for (const error of problem.errors ?? []) expect(error.message).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('says a missing field is required', () => {
    const problem = validationProblem(bodyError(z.object({ a: z.string() }), {}));
    expect(problem.errors).toEqual([{ path: 'a', code: 'required', message: message('required'), messageEn: message('required', 'en-US') }]);
  });

  it('prefixes path parameter errors', () => {
    const result = z.object({ id: z.string().min(3, '编号有误') }).safeParse({ id: 'x' });
    if (result.success) throw new Error('expected failure');
    const problem = validationProblem(new RequestValidationError(result.error, null, null, null));
    expect(problem.errors).toEqual([{ path: 'params.id', code: 'too_short', message: '编号有误' }]);
  });

  it.each<[string, z.ZodTypeAny, unknown, string, string, string]>([
    ['too long', z.object({ a: z.string().max(5) }), { a: 'abcdef' }, 'too_long', '长度不能超过5个字符', 'At most 5 characters'],
    ['too short', z.object({ a: z.string().min(3) }), { a: 'ab' }, 'too_short', '长度不能少于3个字符', 'At least 3 characters'],
    ['empty where required', z.object({ a: z.string().min(1) }), { a: '' }, 'required', '此项为必填项', 'This field is required'],
    ['below the minimum', z.object({ a: z.number().min(1) }), { a: 0 }, 'out_of_range', '不能小于1', 'At least 1'],
    ['above the maximum', z.object({ a: z.number().max(200) }), { a: 201 }, 'out_of_range', '不能大于200', 'At most 200'],
    ['not a whole number', z.object({ a: z.number().int() }), { a: 1.5 }, 'invalid_type', '请输入整数', 'A whole number'],
    ['not a number', z.object({ a: z.coerce.number() }), { a: 'abc' }, 'invalid_type', '请输入数字', 'Please enter a number'],
    ['not one of the choices', z.object({ a: z.enum(['asc', 'desc']) }), { a: 'up' }, 'invalid_choice', '应为以下之一：asc、desc', 'One of: asc, desc'],
    ['not a date', z.object({ a: z.string().date() }), { a: '2026/11/29' }, 'invalid_format', '日期格式应为 yyyy-MM-dd', 'Dates are written yyyy-MM-dd'],
    ['an unknown field', z.object({ a: z.string() }).strict(), { a: 'x', b: 1 }, 'unknown_field', '包含无法识别的字段：b', 'Fields not recognised: b'],
  ])("says what is wrong with a field %s, with its code, in place of zod's default", (_name, schema, value, code, zh, en) => {
    const problem = validationProblem(bodyError(schema, value));
    expect(problem.cause).toBe('validation-failed');
    expect(problem.errors?.[0]).toMatchObject({ code, message: zh, messageEn: en });
  });

  it('never answers the blanket 格式不正确 for a check zod describes', () => {
    const schema = z.object({ a: z.string().max(2), b: z.number().min(0), c: z.enum(['x']), d: z.string().email() });
    const problem = validationProblem(bodyError(schema, { a: 'abc', b: -1, c: 'y', d: 'mail' }));
    expect(problem.errors?.map((error) => error.message)).not.toContain(message('invalidFormat'));
  });
});
