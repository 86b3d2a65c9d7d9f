import { ACCESS, ROLE_PRESETS, type EquipmentStatistics } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { categoryBars, equipmentCards, inspectionShares, pendingCards, visibleCards } from './desk-data';

const STATS: EquipmentStatistics = {
  total: 12,
  overdue: 2,
  inspectionDue: 3,
  unqualified: 1,
  nonUse: 1,
  aboutToExpire: 0,
  byCategory: [
    { categoryCode: '3000', categoryName: '电梯', total: 8, inUse: 7, overdue: 1, inspectionDue: 3, unqualified: 0 },
    { categoryCode: '4000', categoryName: '起重机械', total: 4, inUse: 4, overdue: 1, inspectionDue: 0, unqualified: 1 },
    { categoryCode: '9000', categoryName: '客运索道', total: 0, inUse: 0, overdue: 0, inspectionDue: 0, unqualified: 0 },
  ],
};

describe('work desktop cards', () => {
  it('links each equipment figure to its query view', () => {
    const cards = equipmentCards(STATS);
    expect(cards.map((card) => [card.key, card.count, card.href])).toEqual([
      ['overdue', 2, '/equipment/query-timeout'],
      ['inspectionDue', 3, '/equipment/query-detectDueList'],
      ['unqualified', 1, '/equipment/query-fault'],
      ['aboutToExpire', 0, '/equipment/query-about-expire'],
    ]);
  });

  it('links the waiting applications to their lists', () => {
    const cards = pendingCards({ inspectionApplications: 1, useRegistrations: 2, awaitingPayment: 1 });
    expect(cards.find((card) => card.key === 'useRegistrations')).toMatchObject({ count: 2, href: '/use-record/query' });
    expect(cards.find((card) => card.key === 'awaitingPayment')?.href).toBe('/company-service/online-apply-pay');
    expect(cards.find((card) => card.key === 'inspectionApplications')?.href).toBe('/company-service/online-apply-query');
  });

  it('shows a card only when the role may open its list', () => {
    const cards = [...equipmentCards(STATS), ...pendingCards({ inspectionApplications: 0, useRegistrations: 0, awaitingPayment: 0 })];
    expect(visibleCards(cards, ROLE_PRESETS.enterprise)).toHaveLength(7);
    expect(visibleCards(cards, [ACCESS.useRegistrationView]).map((card) => card.key)).toEqual(['useRegistrations']);
  });
});

describe('work desktop charts', () => {
  it('splits the unit into overdue, due soon, in time and not in use', () => {
    expect(inspectionShares(STATS).map((share) => [share.key, share.value])).toEqual([
      ['overdue', 2],
      ['inspectionDue', 3],
      ['inTime', 6],
      ['notInUse', 1],
    ]);
  });

  it('never counts equipment out of use as in time', () => {
    const idle = { ...STATS, total: 3, overdue: 0, inspectionDue: 0, byCategory: [{ categoryCode: '3000', categoryName: '电梯', total: 3, inUse: 0, overdue: 0, inspectionDue: 0, unqualified: 0 }] } as EquipmentStatistics;
    expect(inspectionShares(idle).find((share) => share.key === 'inTime')?.value).toBe(0);
    expect(inspectionShares(idle).find((share) => share.key === 'notInUse')?.value).toBe(3);
  });

  it('stacks each category and leaves out empty ones', () => {
    const bars = categoryBars(STATS);
    expect(bars.map((bar) => bar.key)).toEqual(['3000', '4000']);
    expect(bars[0]?.values).toEqual({ overdue: 1, inspectionDue: 3, inTime: 3, notInUse: 1 });
    expect(bars[1]?.href).toBe('/equipment/query-comprehensive?categoryCode=4000');
  });
});
