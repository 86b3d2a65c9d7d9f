import { ACCESS, type AccessId, type EquipmentOverview, type EquipmentStatistics } from '@portal/contract';
import { INSPECTION_QUERY_PATH, PAYMENT_PATH, USE_REGISTRATION_QUERY_PATH, viewPath } from '../../routes/paths';
import type { DeskTextKey } from './messages';

export type DeskCard = {
  key: string;
  label: DeskTextKey;
  hint: DeskTextKey;
  count: number;
  href: string;
  tone: 'red' | 'orange' | 'yellow' | 'blue' | 'gray';
  access: AccessId;
};

/** Equipment that needs attention, most urgent first; each card opens its query view. */
export function equipmentCards(stats: EquipmentStatistics): DeskCard[] {
  const access = ACCESS.equipmentView;
  return [
    { key: 'overdue', label: 'card.overdue', hint: 'card.overdueHint', count: stats.overdue, href: viewPath('overdue'), tone: 'red', access },
    { key: 'inspectionDue', label: 'card.inspectionDue', hint: 'card.inspectionDueHint', count: stats.inspectionDue, href: viewPath('inspectionDue'), tone: 'orange', access },
    { key: 'unqualified', label: 'card.unqualified', hint: 'card.unqualifiedHint', count: stats.unqualified, href: viewPath('unqualified'), tone: 'red', access },
    { key: 'aboutToExpire', label: 'card.aboutToExpire', hint: 'card.aboutToExpireHint', count: stats.aboutToExpire, href: viewPath('aboutToExpire'), tone: 'yellow', access },
  ];
}

/** Applications waiting for the enterprise to act. */
export function pendingCards(pending: EquipmentOverview['pending']): DeskCard[] {
  return [
    { key: 'useRegistrations', label: 'card.useRegistrations', hint: 'card.useRegistrationsHint', count: pending.useRegistrations, href: USE_REGISTRATION_QUERY_PATH, tone: 'blue', access: ACCESS.useRegistrationView },
    { key: 'inspectionApplications', label: 'card.inspectionApplications', hint: 'card.inspectionApplicationsHint', count: pending.inspectionApplications, href: INSPECTION_QUERY_PATH, tone: 'blue', access: ACCESS.inspectionView },
    { key: 'awaitingPayment', label: 'card.awaitingPayment', hint: 'card.awaitingPaymentHint', count: pending.awaitingPayment, href: PAYMENT_PATH, tone: 'orange', access: ACCESS.inspectionPay },
  ];
}

/** Only the cards whose list the current role may open. */
export function visibleCards(cards: readonly DeskCard[], menuIds: readonly string[]): DeskCard[] {
  return cards.filter((card) => menuIds.includes(card.access));
}

export type ShareKey = 'overdue' | 'inspectionDue' | 'inTime' | 'notInUse';
export type Share = { key: ShareKey; value: number; href: string };

/** The desk's chart series in drawing order. */
export const SHARE_KEYS: readonly ShareKey[] = ['overdue', 'inspectionDue', 'inTime', 'notInUse'];

type Counts = { total: number; inUse: number; overdue: number; inspectionDue: number };

/**
 * Only equipment in use falls due (the platform counts overdue and due-soon among it), so the
 * rest of the in-use equipment is in time, and what is not in use (not yet started, stopped,
 * scrapped…) is shown apart instead of being counted as in time.
 */
function split({ total, inUse, overdue, inspectionDue }: Counts): Record<ShareKey, number> {
  return {
    overdue,
    inspectionDue,
    inTime: Math.max(0, inUse - overdue - inspectionDue),
    notInUse: Math.max(0, total - inUse),
  };
}

/** The unit's equipment by inspection status; overdue and due-soon never overlap. */
export function inspectionShares(stats: EquipmentStatistics): Share[] {
  const inUse = stats.byCategory.reduce((sum, category) => sum + category.inUse, 0);
  const values = split({ total: stats.total, inUse, overdue: stats.overdue, inspectionDue: stats.inspectionDue });
  const hrefs: Record<ShareKey, string> = {
    overdue: viewPath('overdue'),
    inspectionDue: viewPath('inspectionDue'),
    inTime: viewPath('comprehensive', { useState: 'in_use' }),
    notInUse: viewPath('comprehensive'),
  };
  return SHARE_KEYS.map((key) => ({ key, value: values[key], href: hrefs[key] }));
}

/** Per category: overdue, due soon, in time and not in use, for a stacked bar; empty categories are left out. */
export function categoryBars(stats: EquipmentStatistics) {
  return stats.byCategory
    .filter((category) => category.total > 0)
    .map((category) => ({
      key: category.categoryCode,
      label: category.categoryName,
      href: viewPath('comprehensive', { categoryCode: category.categoryCode }),
      values: split(category),
    }));
}
