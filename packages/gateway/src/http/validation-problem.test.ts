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
    expect(problem.errors).toEqual([{ path: 'newPasswordCheck', message: message('passwordMismatch') }]);
    expect(problem.detail).toBe(message('passwordMismatch'));
  });

  it('reports a weak new password with the password rule message', () => {
    const problem = validationProblem(
      bodyError(ZPasswordChangeForm, { oldPassword: 'x', newPassword: '123456', newPasswordCheck: '123456' }),
    );
    expect(problem.errors).toContainEqual({ path: 'newPassword', message: message('password') });
  });

  it("replaces zod's English defaults with Chinese", () => {
    const problem = validationProblem(bodyError(ZProfileUpdateBodySchema, { name: 42 }));
    for (const error of problem.errors ?? []) expect(error.message).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('says a missing field is required', () => {
    const problem = validationProblem(bodyError(z.object({ a: z.string() }), {}));
    expect(problem.errors).toEqual([{ path: 'a', message: message('required') }]);
  });

  it('prefixes path parameter errors', () => {
    const result = z.object({ id: z.string().min(3, '编号有误') }).safeParse({ id: 'x' });
    if (result.success) throw new Error('expected failure');
    const problem = validationProblem(new RequestValidationError(result.error, null, null, null));
    expect(problem.errors).toEqual([{ path: 'params.id', message: '编号有误' }]);
  });
});
