import { z } from 'zod';
import type { RequestValidationError } from '@ts-rest/fastify';
import { message } from '@portal/contract';
import { problemTitle, type FieldError, type ProblemSpec } from './problem';

type Issue = z.ZodIssue;

// zod's own English defaults are replaced; the contract's Chinese messages pass through.
function isZodDefaultMessage(issue: Issue): boolean {
  const fallback = z.defaultErrorMap(issue, { defaultError: issue.message, data: undefined });
  return fallback.message === issue.message;
}

function chineseMessage(issue: Issue): string {
  if (!isZodDefaultMessage(issue)) return issue.message;
  if (issue.code === 'invalid_type' && issue.received === 'undefined') return message('required');
  if (issue.code === 'unrecognized_keys') return message('unknownField');
  return message('invalidFormat');
}

function fieldErrors(error: z.ZodError | null, prefix: string): FieldError[] {
  if (!error) return [];
  return error.issues.map((issue) => ({
    path: [prefix, ...issue.path].filter((part) => part !== '').join('.'),
    message: chineseMessage(issue),
  }));
}

/** A 400 problem listing every field that failed the contract, with the contract's messages. */
export function validationProblem(error: RequestValidationError): ProblemSpec {
  const errors = [
    ...fieldErrors(error.pathParams, 'params'),
    ...fieldErrors(error.headers, 'headers'),
    ...fieldErrors(error.query, ''),
    ...fieldErrors(error.body, ''),
  ];
  return { status: 400, detail: errors[0]?.message ?? problemTitle(400), errors };
}
