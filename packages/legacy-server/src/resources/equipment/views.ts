import { FAILED_CONCLUSIONS, INSPECTION_CONCLUSIONS, labelOf } from '@portal/contract';
import { and, eq, gte, inArray, isNotNull, lt, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { equipment } from '../../db/schema';
import { addDays } from '../../http/wire-date';

/**
 * What each query view means, as SQL over `equipment`. The lists, the export and the statistics all
 * use these, so a count on the work desktop always matches the rows of its view.
 */

/** detectDueList looks this many days ahead unless `days` says otherwise. */
export const DUE_WINDOW_DAYS = 30;
/** aboutExpire looks this many days ahead unless `days` says otherwise. */
export const EXPIRE_WINDOW_DAYS = 90;

/** 不合格, 复检不合格, 不符合要求 and safety grade 4: the conclusions of the unqualified view. */
const FAILED_CONCLUSION_LABELS: readonly string[] = FAILED_CONCLUSIONS.map((code) => labelOf(INSPECTION_CONCLUSIONS, code));

// Equipment that has left the unit's hands is no longer due for anything.
const GONE_STATES = ['报废', '拆除', '迁出'] as const;

const inUse = (): SQL => eq(equipment.useState, '在用');

/** 超期未检: in use, and the next inspection date has passed. */
export function overdue(today: string): SQL {
  return and(inUse(), lt(equipment.nextCheckDate, today))!;
}

/** 检验即将到期: in use, next inspection from today to `days` ahead, both ends included. */
export function inspectionDue(today: string, days: number): SQL {
  return and(inUse(), gte(equipment.nextCheckDate, today), lte(equipment.nextCheckDate, addDays(today, days)))!;
}

/** 检验不合格: the last inspection's conclusion failed. */
export function unqualified(): SQL {
  return inArray(equipment.checkConclusion, [...FAILED_CONCLUSION_LABELS]);
}

/** 停用. */
export function nonUse(): SQL {
  return eq(equipment.useState, '停用');
}

/** Design life (use start + design years) or the use certificate ends from today to `days` ahead. */
export function aboutToExpire(today: string, days: number): SQL {
  const until = addDays(today, days);
  const lifeEnd = sql`(${equipment.useDate} + make_interval(years => ${equipment.designLifeYears}))::date`;
  return and(
    notInArray(equipment.useState, [...GONE_STATES]),
    or(
      and(isNotNull(equipment.useDate), isNotNull(equipment.designLifeYears), sql`${lifeEnd} BETWEEN ${today}::date AND ${until}::date`),
      and(gte(equipment.useCertValidDate, today), lte(equipment.useCertValidDate, until)),
    ),
  )!;
}

/** 载荷试验: hoisting machinery with a recorded load test; optionally the last one at least `years` ago. */
export function loadTest(today: string, years?: number): SQL {
  const base = and(eq(equipment.categoryCode, '4000'), isNotNull(equipment.loadTestDate))!;
  if (years === undefined) return base;
  return and(base, sql`${equipment.loadTestDate} <= (${today}::date - make_interval(years => ${years}))::date`)!;
}

/** 压力管道 (8000). */
export function pressurePiping(): SQL {
  return eq(equipment.categoryCode, '8000');
}

/** Days since the next inspection fell due (detectExtendedList). */
export function overdueDays(today: string): SQL<number> {
  return sql<number>`(${today}::date - ${equipment.nextCheckDate})`.mapWith(Number);
}
