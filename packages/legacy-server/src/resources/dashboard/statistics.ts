import { CATEGORIES } from '@portal/contract';
import { count, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { equipment } from '../../db/schema';
import { ownUnit, type UnitScope } from '../../http/scope';
import * as views from '../equipment/views';

export type WireEquipmentStatisticsAnswer = {
  total: number;
  overdueCount: number;
  dueCount: number;
  unqualifiedCount: number;
  nonUseCount: number;
  aboutExpireCount: number;
  categoryList: {
    equCategory: string;
    equCategoryName: string;
    total: number;
    inUseCount: number;
    overdueCount: number;
    dueCount: number;
    unqualifiedCount: number;
  }[];
};

const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/**
 * `index/eqmStatistics`: the unit's files per category, counted by the same rules as the query views
 * (due within `DUE_WINDOW_DAYS`, expiring within `EXPIRE_WINDOW_DAYS`); all nine categories, in order.
 */
export async function equipmentStatistics(db: Db, scope: UnitScope): Promise<WireEquipmentStatisticsAnswer> {
  const { today } = scope;
  const rows = await db
    .select({
      categoryCode: equipment.categoryCode,
      total: count(),
      inUse: countWhere(eq(equipment.useState, '在用')),
      overdue: countWhere(views.overdue(today)),
      due: countWhere(views.inspectionDue(today, views.DUE_WINDOW_DAYS)),
      unqualified: countWhere(views.unqualified()),
      nonUse: countWhere(views.nonUse()),
      aboutExpire: countWhere(views.aboutToExpire(today, views.EXPIRE_WINDOW_DAYS)),
    })
    .from(equipment)
    .where(ownUnit(equipment.unitId, scope))
    .groupBy(equipment.categoryCode);
  const sum = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return {
    total: sum((row) => row.total),
    overdueCount: sum((row) => row.overdue),
    dueCount: sum((row) => row.due),
    unqualifiedCount: sum((row) => row.unqualified),
    nonUseCount: sum((row) => row.nonUse),
    aboutExpireCount: sum((row) => row.aboutExpire),
    categoryList: CATEGORIES.map((category) => {
      const row = rows.find((candidate) => candidate.categoryCode === category.code);
      return {
        equCategory: category.code,
        equCategoryName: category.name,
        total: row?.total ?? 0,
        inUseCount: row?.inUse ?? 0,
        overdueCount: row?.overdue ?? 0,
        dueCount: row?.due ?? 0,
        unqualifiedCount: row?.unqualified ?? 0,
      };
    }),
  };
}
