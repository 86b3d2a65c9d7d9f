import type { EquipmentView } from '@portal/contract';
import { and, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { equipment, SEARCH_SEPARATOR } from '../../db/schema';
import { passed, type Checked } from '../../http/checked';
import type { WireParams } from '../../http/params';
import { likePattern } from '../../http/paging';
import { areaCondition, contains, dateRange, daysParam, exactConditions, keywordCondition, textParam } from '../../http/query-params';
import { ownUnit, type UnitScope } from '../../http/scope';
import * as views from './views';

// Each is one of the KEYWORD_COLUMNS, so search_text contains what it contains.
const TEXT_FILTERS: [string, AnyColumn][] = [
  ['registerCode', equipment.registerCode],
  ['useCertNo', equipment.useCertNo],
  ['unitInnerNo', equipment.unitInternalNo],
  ['deviceCode', equipment.deviceCode],
  ['equName', equipment.name],
];

/** The columns `keyword` searches (all of them lowercased in `search_text`). */
export const KEYWORD_COLUMNS: AnyColumn[] = [
  equipment.name,
  equipment.registerCode,
  equipment.useCertNo,
  equipment.unitInternalNo,
  equipment.deviceCode,
  equipment.usePlace,
];

const EXACT_FILTERS: [string, AnyColumn][] = [
  ['id', equipment.id],
  ['equCategory', equipment.categoryCode],
  ['equType', equipment.subTypeCode],
  ['useState', equipment.useState],
  ['registerState', equipment.registerState],
  ['checkResult', equipment.checkConclusion],
];

// Begin inclusive, End exclusive (the date rule).
const RANGES: [string, string, AnyColumn][] = [
  ['nextCheckDateBegin', 'nextCheckDateEnd', equipment.nextCheckDate],
  ['useDateBegin', 'useDateEnd', equipment.useDate],
  ['loadTestDateBegin', 'loadTestDateEnd', equipment.loadTestDate],
];

// `search_text` holds the keyword columns lowercased as ILIKE lowercases them, joined by a
// separator (migration 0003); its trigram index answers a LIKE on it.
const searchTextContains = (text: string): SQL => sql`${equipment.searchText} LIKE lower(${likePattern(text)})`;

/**
 * `keyword` in any keyword column: a keyword without the separator matches search_text exactly
 * where it matches a column, with one LIKE instead of six ILIKEs.
 */
function keywordSearch(keyword: string): SQL {
  return keyword.includes(SEARCH_SEPARATOR) ? keywordCondition(keyword, KEYWORD_COLUMNS) : searchTextContains(keyword);
}

/**
 * A partial text in one column. Where the column contains it, search_text does too, so asking
 * search_text first changes no answer; it lets the trigram index find the few candidates of a rare
 * text, and spares the ILIKE on most rows otherwise.
 */
function columnSearch(column: AnyColumn, text: string): SQL {
  return and(searchTextContains(text), contains(column, text))!;
}

function viewCondition(view: EquipmentView, params: WireParams, today: string): Checked<SQL | undefined> {
  switch (view) {
    case 'comprehensive':
      return passed(undefined);
    case 'overdue':
    case 'inspectionOverdue':
      return passed(views.overdue(today));
    case 'unqualified':
      return passed(views.unqualified());
    case 'nonUse':
      return passed(views.nonUse());
    case 'pressurePiping':
      return passed(views.pressurePiping());
    case 'inspectionDue': {
      const days = daysParam(params, 'days', views.DUE_WINDOW_DAYS);
      return days.ok ? passed(views.inspectionDue(today, days.value)) : days;
    }
    case 'aboutToExpire': {
      const days = daysParam(params, 'days', views.EXPIRE_WINDOW_DAYS);
      return days.ok ? passed(views.aboutToExpire(today, days.value)) : days;
    }
    case 'loadTest': {
      if (textParam(params, 'loadTestYears') === undefined) return passed(views.loadTest(today));
      const years = daysParam(params, 'loadTestYears', 0);
      return years.ok ? passed(views.loadTest(today, years.value)) : years;
    }
  }
}

/**
 * The WHERE of an equipment list: always the user's unit, then the view's rule, then every filter
 * that was given. Fails with the platform's message on a bad date, area or window.
 */
export function equipmentWhere(params: WireParams, scope: UnitScope, view: EquipmentView): Checked<SQL> {
  const conditions: SQL[] = [ownUnit(equipment.unitId, scope)];
  const rule = viewCondition(view, params, scope.today);
  if (!rule.ok) return rule;
  if (rule.value) conditions.push(rule.value);
  const keyword = textParam(params, 'keyword');
  if (keyword) conditions.push(keywordSearch(keyword));
  conditions.push(...exactConditions(params, EXACT_FILTERS));
  for (const [key, column] of TEXT_FILTERS) {
    const value = textParam(params, key);
    if (value) conditions.push(columnSearch(column, value));
  }
  const area = areaCondition(params, equipment.areaCode);
  if (!area.ok) return area;
  if (area.value) conditions.push(area.value);
  for (const [beginKey, endKey, column] of RANGES) {
    const range = dateRange(params, beginKey, endKey, column);
    if (!range.ok) return range;
    conditions.push(...range.value);
  }
  return passed(and(...conditions)!);
}
