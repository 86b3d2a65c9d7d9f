import { EQM_QUERY_TYPES, type EqmQueryType } from '@portal/legacy-protocol';
import { and, eq, gte, like, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { equipment } from '../db/schema';
import type { WireParams } from '../http/params';
import { areaPrefix, contains, dateParam, daysParam, textParam } from './query-params';
import { failed, passed, type Checked } from './checked';
import { EQM_MESSAGES } from './messages';
import * as views from './views';

/**
 * Whose rows and as of which day: the signed-in user's unit and today in Asia/Shanghai. Institute
 * staff belong to no unit (`unitId` null) and so have no equipment.
 */
export type EquipmentScope = { unitId: string | null; unitName: string | null; today: string };

/** `unit_id = ?` of the scope; nothing at all for a user without a unit. */
export function ownUnit(column: AnyColumn, scope: EquipmentScope): SQL {
  return scope.unitId === null ? sql`false` : eq(column, scope.unitId);
}

const TEXT_FILTERS: [string, AnyColumn][] = [
  ['registerCode', equipment.registerCode],
  ['useCertNo', equipment.useCertNo],
  ['unitInnerNo', equipment.unitInternalNo],
  ['deviceCode', equipment.deviceCode],
  ['equName', equipment.name],
];

const EXACT_FILTERS: [string, AnyColumn][] = [
  ['id', equipment.id],
  ['equCategory', equipment.categoryCode],
  ['equType', equipment.subTypeCode],
  ['useState', equipment.useState],
  ['registerState', equipment.registerState],
  ['checkResult', equipment.checkConclusion],
];

// Begin is inclusive; End is exclusive because the caller has already added a day (the date rule).
const RANGES: [string, string, AnyColumn][] = [
  ['nextCheckDateBegin', 'nextCheckDateEnd', equipment.nextCheckDate],
  ['useDateBegin', 'useDateEnd', equipment.useStartDate],
  ['loadTestDateBegin', 'loadTestDateEnd', equipment.loadTestDate],
];

export function isQueryType(value: string): value is EqmQueryType {
  return (EQM_QUERY_TYPES as readonly string[]).includes(value);
}

function keywordMatch(keyword: string): SQL {
  return or(
    contains(equipment.name, keyword),
    contains(equipment.registerCode, keyword),
    contains(equipment.useCertNo, keyword),
    contains(equipment.unitInternalNo, keyword),
    contains(equipment.deviceCode, keyword),
    contains(equipment.location, keyword),
  )!;
}

function viewCondition(queryType: EqmQueryType | undefined, params: WireParams, today: string): Checked<SQL | undefined> {
  switch (queryType) {
    case undefined:
      return passed(undefined);
    case 'timeout':
    case 'detectExtended':
      return passed(views.overdue(today));
    case 'fault':
      return passed(views.unqualified());
    case 'nonUse':
      return passed(views.nonUse());
    case 'pressurePiping':
      return passed(views.pressurePiping());
    case 'detectDue': {
      const days = daysParam(params, 'days', views.DUE_WINDOW_DAYS);
      return days.ok ? passed(views.inspectionDue(today, days.value)) : days;
    }
    case 'aboutExpire': {
      const days = daysParam(params, 'days', views.EXPIRE_WINDOW_DAYS);
      return days.ok ? passed(views.aboutToExpire(today, days.value)) : days;
    }
    case 'payloadTime': {
      if (textParam(params, 'loadTestYears') === undefined) return passed(views.loadTest(today));
      const years = daysParam(params, 'loadTestYears', 0);
      return years.ok ? passed(views.loadTest(today, years.value)) : years;
    }
  }
}

/**
 * The WHERE of an equipment list: always the user's unit, then the view's rule, then every filter
 * that was given. Fails with the platform's message on a bad date, area, window or query type.
 */
export function equipmentWhere(params: WireParams, scope: EquipmentScope, queryType: string | undefined): Checked<SQL> {
  if (queryType !== undefined && !isQueryType(queryType)) return failed(EQM_MESSAGES.queryTypeInvalid);
  const conditions: SQL[] = [ownUnit(equipment.unitId, scope)];
  const view = viewCondition(queryType, params, scope.today);
  if (!view.ok) return view;
  if (view.value) conditions.push(view.value);

  const keyword = textParam(params, 'keyword');
  if (keyword) conditions.push(keywordMatch(keyword));
  for (const [key, column] of TEXT_FILTERS) {
    const value = textParam(params, key);
    if (value) conditions.push(contains(column, value));
  }
  for (const [key, column] of EXACT_FILTERS) {
    const value = textParam(params, key);
    if (value) conditions.push(eq(column, value));
  }
  const area = textParam(params, 'areaCode');
  if (area) {
    if (!/^\d{6}$/.test(area)) return failed(EQM_MESSAGES.areaInvalid);
    conditions.push(like(equipment.areaCode, `${areaPrefix(area)}%`));
  }
  for (const [beginKey, endKey, column] of RANGES) {
    const begin = dateParam(params, beginKey);
    const end = dateParam(params, endKey);
    if (!begin.ok) return begin;
    if (!end.ok) return end;
    if (begin.value) conditions.push(gte(column, begin.value));
    if (end.value) conditions.push(lt(column, end.value));
  }
  return passed(and(...conditions)!);
}
