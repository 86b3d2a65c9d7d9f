import type { WireInspectionKind } from '@portal/legacy-protocol';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { EquipmentParams } from '../equipment/table';
import { inspectionFeeRules, type FeeBreakdownLine, type InspectionFeeRuleRow } from './table';

/** What the fee of one piece of equipment depends on. */
export type FeeItemInput = { categoryCode: string; subTypeCode: string; params?: EquipmentParams | null };
export type QuotedItemFee = { fee: number; breakdown: FeeBreakdownLine[] };
export type FeeQuoteResult = { items: QuotedItemFee[]; total: number };

/** Money is added up in whole fen, so yuan amounts never collect floating-point crumbs. */
export const fenOf = (yuan: number): number => Math.round(yuan * 100);
export const yuanOf = (fen: number): number => fen / 100;

/** The most specific rule: the sub-type's over the category's, the kind's over any kind's. */
export function pickRule(rules: readonly InspectionFeeRuleRow[], kind: WireInspectionKind, item: FeeItemInput): InspectionFeeRuleRow | undefined {
  const score = (rule: InspectionFeeRuleRow): number =>
    (rule.subTypeCode === null ? 0 : rule.subTypeCode === item.subTypeCode ? 2 : -100) +
    (rule.kind === null ? 0 : rule.kind === kind ? 1 : -100);
  return rules
    .filter((rule) => rule.categoryCode === item.categoryCode && score(rule) >= 0)
    .sort((a, b) => score(b) - score(a) || a.id.localeCompare(b.id))[0];
}

/** One item's fee by its rule: the base, the per-unit surcharge (elevator floors above 5), urgency. */
export function feeByRule(rule: InspectionFeeRuleRow | undefined, item: FeeItemInput, urgent: boolean): QuotedItemFee {
  if (!rule) return { fee: 0, breakdown: [{ label: '无收费标准，由检验机构核定', amount: 0 }] };
  const base = fenOf(rule.baseAmount);
  const breakdown: FeeBreakdownLine[] = [{ label: rule.label, amount: yuanOf(base) }];
  let total = base;
  if (rule.paramKey && rule.perUnitAbove !== null && rule.perUnitRate !== null) {
    const value = Number(item.params?.[rule.paramKey] ?? 0);
    const above = Number.isFinite(value) ? Math.max(0, Math.floor(value) - rule.perUnitAbove) : 0;
    if (above > 0) {
      const extra = Math.round(base * rule.perUnitRate * above);
      breakdown.push({ label: `超过${rule.perUnitAbove}层加收（${above}层 × ${Math.round(rule.perUnitRate * 100)}%）`, amount: yuanOf(extra) });
      total += extra;
    }
  }
  if (urgent && rule.urgentRate !== null && rule.urgentRate > 0) {
    const extra = Math.round(total * rule.urgentRate);
    breakdown.push({ label: `加急服务费（${Math.round(rule.urgentRate * 100)}%）`, amount: yuanOf(extra) });
    total += extra;
  }
  return { fee: yuanOf(total), breakdown };
}

/**
 * getChargeInspectionFee: each item's fee and breakdown by the platform's fee schedule
 * (`inspection_fee_rules`), and the total, in yuan (computed in fen, so sums are exact).
 */
export async function quoteFee(
  db: Db,
  request: { kind: WireInspectionKind; urgent?: boolean; items: readonly FeeItemInput[] },
): Promise<FeeQuoteResult> {
  const categories = [...new Set(request.items.map((item) => item.categoryCode))];
  const rules: InspectionFeeRuleRow[] = [];
  for (const category of categories) {
    rules.push(...(await db.select().from(inspectionFeeRules).where(eq(inspectionFeeRules.categoryCode, category))));
  }
  const items = request.items.map((item) => feeByRule(pickRule(rules, request.kind, item), item, request.urgent ?? false));
  return { items, total: yuanOf(items.reduce((sum, item) => sum + fenOf(item.fee), 0)) };
}
