import { fillTemplate, message, type MessageKey, type TemplateParams } from '@portal/contract';
import type { LocalText } from './problem-catalogue';

// Field texts the contract's catalogue already has keep their key: the SPA translates them itself.
function known(key: MessageKey): LocalText {
  return { zh: message(key), en: message(key, 'en-US') };
}

/**
 * What a field error says when the contract's schema gave no message of its own (zod's English
 * defaults never reach a caller): one text per kind of failure, zh-CN and en-US, `{…}` filled in
 * from the failed check. The stable `code` beside each message is in validation-problem.ts.
 */
export const FIELD_MESSAGES = {
  required: known('required'),
  tooLong: known('tooLong'),
  tooShort: { zh: '长度不能少于{min}个字符', en: 'At least {min} characters' },
  tooManyItems: { zh: '最多{max}项', en: 'At most {max} items' },
  tooFewItems: { zh: '至少{min}项', en: 'At least {min} items' },
  atMost: { zh: '不能大于{max}', en: 'At most {max}' },
  below: { zh: '应小于{max}', en: 'Less than {max}' },
  atLeast: { zh: '不能小于{min}', en: 'At least {min}' },
  above: { zh: '应大于{min}', en: 'More than {min}' },
  multipleOf: { zh: '应为{step}的整数倍', en: 'A multiple of {step}' },
  oneOf: { zh: '应为以下之一：{options}', en: 'One of: {options}' },
  integer: { zh: '请输入整数', en: 'A whole number' },
  number: known('number'),
  text: { zh: '应为文本', en: 'Text expected' },
  boolean: { zh: '应为 true 或 false', en: 'true or false expected' },
  list: { zh: '应为列表', en: 'A list expected' },
  object: { zh: '应为对象', en: 'An object expected' },
  wrongType: { zh: '类型不正确，应为 {expected}', en: 'Wrong type, {expected} expected' },
  email: known('email'),
  date: known('isoDate'),
  dateTime: known('dateTime'),
  url: { zh: '请输入正确的网址', en: 'A URL expected' },
  pattern: { zh: '格式不正确，不符合该字段的规则', en: "Wrong format: does not match this field's rule" },
  unknownFields: { zh: '包含无法识别的字段：{keys}', en: 'Fields not recognised: {keys}' },
  invalid: { zh: '取值无效', en: 'Invalid value' },
} as const satisfies Record<string, LocalText>;

export type FieldMessageKey = keyof typeof FIELD_MESSAGES;

/** A field text in both languages, its placeholders filled in. */
export function fieldMessage(key: FieldMessageKey, params: TemplateParams = {}): LocalText {
  const { zh, en } = FIELD_MESSAGES[key];
  return { zh: fillTemplate(zh, params), en: fillTemplate(en, params) };
}
