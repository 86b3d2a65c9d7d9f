import { z } from 'zod';
import type { RequestValidationError } from '@ts-rest/fastify';
import { message, type FieldErrorCode, type MessageKey } from '@portal/contract';
import { fieldMessage } from './field-messages';
import { problemOf, type FieldError, type LocalText, type ProblemSpec } from './problem';

type Issue = z.ZodIssue;

// Choices listed in a message; a longer list is cut, the caller has the OpenAPI document for all.
const OPTIONS_SHOWN = 10;

// zod's own English defaults are replaced; the contract's Chinese messages pass through.
function isZodDefaultMessage(issue: Issue): boolean {
  const fallback = z.defaultErrorMap(issue, { defaultError: issue.message, data: undefined });
  return fallback.message === issue.message;
}

function isAbsent(issue: Issue): boolean {
  return issue.code === 'invalid_type' && (issue.received === 'undefined' || issue.received === 'null');
}

// A refinement (zod's `custom` issue) says what it checks only by its message: the contract's
// format and required texts name their code.
const FORMAT_KEYS: readonly MessageKey[] = [
  'email', 'positiveInteger', 'number', 'twoDecimal', 'mobile', 'phone', 'postcode', 'fixedAssets', 'registerCode',
  'idCard', 'password', 'newPasswordRequired', 'creditCode', 'smsCode', 'captcha', 'loginNameFormat', 'invalidId',
  'isoDate', 'taxNo', 'sortFormat', 'dateTime', 'controlCharacters', 'positiveNumber',
];
const REQUIRED_KEYS: readonly MessageKey[] = [
  'required', 'areaRequired', 'oldPasswordRequired', 'confirmPasswordRequired', 'captchaRequired', 'usernameRequired',
  'loginPasswordRequired', 'nameRequired', 'taxNoRequired',
];
const CUSTOM_CODES = new Map<string, FieldErrorCode>([
  ...FORMAT_KEYS.map((key) => [message(key), 'invalid_format'] as const),
  ...REQUIRED_KEYS.map((key) => [message(key), 'required'] as const),
  [message('invalidOption'), 'invalid_choice'],
  [message('areaLastLevel'), 'invalid_choice'],
]);

/** The stable code of an issue: what kind of check failed, whatever its message says. */
export function fieldErrorCode(issue: Issue): FieldErrorCode {
  switch (issue.code) {
    case 'invalid_type':
      return isAbsent(issue) ? 'required' : 'invalid_type';
    case 'unrecognized_keys':
      return 'unknown_field';
    case 'invalid_enum_value':
    case 'invalid_literal':
    case 'invalid_union_discriminator':
      return 'invalid_choice';
    case 'too_big':
      return issue.type === 'string' || issue.type === 'array' || issue.type === 'set' ? 'too_long' : 'out_of_range';
    case 'too_small':
      if (issue.type === 'string' || issue.type === 'array' || issue.type === 'set') {
        return Number(issue.minimum) === 1 && issue.inclusive ? 'required' : 'too_short';
      }
      return 'out_of_range';
    case 'not_multiple_of':
    case 'not_finite':
      return 'out_of_range';
    case 'invalid_string':
    case 'invalid_date':
      return 'invalid_format';
    case 'custom':
      return CUSTOM_CODES.get(issue.message) ?? 'invalid_value';
    default:
      return 'invalid_value';
  }
}

function choices(options: readonly unknown[], separator: string): string {
  const shown = options.slice(0, OPTIONS_SHOWN).map(String).join(separator);
  return options.length > OPTIONS_SHOWN ? `${shown}${separator}…` : shown;
}

function choiceMessage(options: readonly unknown[]): LocalText {
  return {
    zh: fieldMessage('oneOf', { options: choices(options, '、') }).zh,
    en: fieldMessage('oneOf', { options: choices(options, ', ') }).en,
  };
}

function typeMessage(expected: string): LocalText {
  if (expected === 'integer') return fieldMessage('integer');
  if (expected === 'number' || expected === 'nan' || expected === 'bigint') return fieldMessage('number');
  if (expected === 'string') return fieldMessage('text');
  if (expected === 'boolean') return fieldMessage('boolean');
  if (expected === 'array') return fieldMessage('list');
  if (expected === 'object') return fieldMessage('object');
  return fieldMessage('wrongType', { expected });
}

function stringMessage(validation: unknown): LocalText {
  if (validation === 'email') return fieldMessage('email');
  if (validation === 'date') return fieldMessage('date');
  if (validation === 'datetime') return fieldMessage('dateTime');
  if (validation === 'url') return fieldMessage('url');
  return fieldMessage('pattern');
}

function boundMessage(issue: z.ZodTooBigIssue | z.ZodTooSmallIssue): LocalText {
  const items = issue.type === 'array' || issue.type === 'set';
  if (issue.code === 'too_big') {
    const max = String(issue.maximum);
    if (issue.type === 'string') return fieldMessage('tooLong', { max });
    if (items) return fieldMessage('tooManyItems', { max });
    return fieldMessage(issue.inclusive ? 'atMost' : 'below', { max });
  }
  const min = String(issue.minimum);
  if ((issue.type === 'string' || items) && Number(issue.minimum) === 1 && issue.inclusive) return fieldMessage('required');
  if (issue.type === 'string') return fieldMessage('tooShort', { min });
  if (items) return fieldMessage('tooFewItems', { min });
  return fieldMessage(issue.inclusive ? 'atLeast' : 'above', { min });
}

/** What a field error says in place of zod's English default: what is wrong with that field. */
function defaultMessage(issue: Issue): LocalText {
  if (isAbsent(issue)) return fieldMessage('required');
  switch (issue.code) {
    case 'invalid_type':
      return typeMessage(issue.expected);
    case 'unrecognized_keys':
      return fieldMessage('unknownFields', { keys: issue.keys.join(', ') });
    case 'invalid_enum_value':
      return choiceMessage(issue.options);
    case 'invalid_union_discriminator':
      return choiceMessage(issue.options);
    case 'invalid_literal':
      return choiceMessage([issue.expected]);
    case 'too_big':
    case 'too_small':
      return boundMessage(issue);
    case 'not_multiple_of':
      return fieldMessage('multipleOf', { step: String(issue.multipleOf) });
    case 'invalid_string':
      return stringMessage(issue.validation);
    case 'invalid_date':
      return fieldMessage('date');
    default:
      return fieldMessage('invalid');
  }
}

function fieldError(issue: Issue, prefix: string): FieldError {
  return issueFieldError(issue, [prefix, ...issue.path].filter((part) => part !== '').join('.'));
}

/** The field error of one zod issue at `path` (a plain route's own check of one field). */
export function issueFieldError(issue: Issue, path: string): FieldError {
  const code = fieldErrorCode(issue);
  if (!isZodDefaultMessage(issue)) return { path, code, message: issue.message };
  const text = defaultMessage(issue);
  return { path, code, message: text.zh, messageEn: text.en };
}

function fieldErrors(error: z.ZodError | null, prefix: string): FieldError[] {
  return error ? error.issues.map((issue) => fieldError(issue, prefix)) : [];
}

/** A 400 problem listing every field that failed the contract, with the contract's messages. */
export function validationProblem(error: RequestValidationError): ProblemSpec {
  const errors = [
    ...fieldErrors(error.pathParams, 'params'),
    ...fieldErrors(error.headers, 'headers'),
    ...fieldErrors(error.query, ''),
    ...fieldErrors(error.body, ''),
  ];
  const first = errors[0];
  return problemOf('validation-failed', { detail: first?.message, detailEn: first?.messageEn, errors });
}
