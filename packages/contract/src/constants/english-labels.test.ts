import { describe, expect, it } from 'vitest';
import * as contract from '../index';
import { PARAM_UNITS_EN } from './category-params';

/**
 * Every value the product names has an en-US text (docs/architecture.md, "One vocabulary"). The
 * values are found by walking what the contract exports, not by a list kept here: any object that
 * names a value (a `code` or `key` with a `label` or `name`) is checked, in arrays, records and trees.
 */

const CJK = /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/;

type Named = { where: string; zh: string; en: unknown; unit?: unknown };

function isPlain(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** The value-naming objects reachable from `value` through plain arrays and objects (never schemas or functions). */
function namedValues(value: unknown, where: string, seen = new WeakSet<object>()): Named[] {
  if (Array.isArray(value)) {
    if (seen.has(value)) return [];
    seen.add(value);
    return value.flatMap((item, index) => namedValues(item, `${where}[${index}]`, seen));
  }
  if (!isPlain(value) || seen.has(value)) return [];
  seen.add(value);
  const found: Named[] = [];
  const id = typeof value.code === 'string' ? value.code : typeof value.key === 'string' ? value.key : undefined;
  const zh = typeof value.label === 'string' ? value.label : typeof value.name === 'string' ? value.name : undefined;
  if (id !== undefined && zh !== undefined) found.push({ where: `${where} ${id}`, zh, en: value.en, unit: value.unit });
  for (const [name, child] of Object.entries(value)) found.push(...namedValues(child, `${where}.${name}`, seen));
  return found;
}

/** What is wrong with one named value's English, or null. */
function englishProblem(named: Named): string | null {
  const { where, zh, en } = named;
  if (typeof en !== 'string' || en.trim() === '') return `${where}: no en-US text for "${zh}"`;
  if (CJK.test(en)) return `${where}: en-US text "${en}" is not English`;
  // The same text in both is right only for codes and grades (A1, GA1, Report (LLDSJ)), never for Chinese.
  if (en === zh && CJK.test(zh)) return `${where}: en-US text is the zh-CN "${zh}"`;
  if (typeof named.unit === 'string' && CJK.test(named.unit) && !PARAM_UNITS_EN[named.unit]) {
    return `${where}: no en-US text for the unit "${named.unit}"`;
  }
  return null;
}

const ALL = Object.entries(contract).flatMap(([name, value]) => namedValues(value, name));

describe('en-US texts of the contract’s values', () => {
  it('finds the value lists, catalogues and trees the contract exports', () => {
    const lists = new Set(ALL.map((named) => named.where.split(/[[. ]/)[0]));
    for (const expected of [
      'INSPECTION_APPLICATION_STATES',
      'USE_REGISTRATION_KINDS',
      'INSPECTION_CONCLUSIONS',
      'CATEGORIES',
      'SUB_TYPES',
      'AREA_TREE',
      'CATEGORY_PARAMS',
      'CONSTRUCTION_KINDS',
      'INTERACTION_TOPICS',
      'PAYMENT_ORDER_STATES',
      'UNIT_CHANGE_FIELDS',
      'REPORT_TYPE_OPTIONS',
      'HISTORY_REMARKS',
      'FEE_ITEMS',
      'ROLE_NAMES',
    ]) {
      expect(lists).toContain(expected);
    }
    expect(ALL.length).toBeGreaterThan(300);
  });

  it('gives every value a non-empty English text that is not its Chinese one', () => {
    expect(ALL.map(englishProblem).filter((problem) => problem !== null)).toEqual([]);
  });

  it('fails a list whose value lacks its English text, or copies the Chinese', () => {
    const broken = [
      { code: 'draft', label: '草稿', en: 'Draft' },
      { code: 'submitted', label: '已提交' },
      { code: 'paid', label: '已缴费', en: '已缴费' },
      { code: 'A1', label: 'A1', en: 'A1' },
    ];
    expect(namedValues(broken, 'BROKEN').map(englishProblem)).toEqual([
      null,
      'BROKEN[1] submitted: no en-US text for "已提交"',
      'BROKEN[2] paid: en-US text "已缴费" is not English',
      null,
    ]);
  });
});
