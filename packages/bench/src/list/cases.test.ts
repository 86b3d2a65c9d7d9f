import { EQUIPMENT_VIEWS, ZEquipmentFilterSchema } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { listCases, SORT_FIELDS, VIEWS, wireCall } from './cases';

const cases = listCases('2026-11-21', 1251);

describe('the cases of the equipment-list measurement', () => {
  it('cover every view and every filter the contract offers', () => {
    expect([...VIEWS].sort()).toEqual([...EQUIPMENT_VIEWS].sort());
    const asked = new Set(cases.flatMap((listCase) => Object.keys(listCase.query)));
    for (const view of EQUIPMENT_VIEWS.filter((name) => name !== 'comprehensive')) {
      expect(cases.some((listCase) => listCase.query.view === view), view).toBe(true);
    }
    for (const filter of Object.keys(ZEquipmentFilterSchema.shape).filter((key) => key !== 'view')) {
      expect(asked.has(filter), filter).toBe(true);
    }
  });

  it('sort by every field both ways, on the first and the last page', () => {
    for (const field of Object.keys(SORT_FIELDS)) {
      for (const direction of ['asc', 'desc']) {
        const pages = cases.filter((listCase) => listCase.query.sort === `${field}:${direction}`).map((listCase) => listCase.query.page);
        expect(pages, `${field}:${direction}`).toEqual(['1', '1251']);
      }
    }
  });

  it('ask the platform what the gateway asks it', () => {
    expect(wireCall({ view: 'overdue', sort: 'lastCheckDate:desc', page: '3' })).toEqual({
      path: '/a/stone/eqm/list',
      params: { pageNo: '3', pageSize: '20', orderBy: 'check_date desc', queryType: 'timeout' },
    });
    expect(wireCall({ view: 'inspectionDue', useState: 'out_of_service', nextCheckDateFrom: '2026-11-21', nextCheckDateTo: '2026-12-21' })).toEqual({
      path: '/a/stone/eqm/detectDueList',
      params: { pageNo: '1', pageSize: '20', useState: '停用', nextCheckDateBegin: '2026-11-21', nextCheckDateEnd: '2026-12-22' },
    });
    expect(wireCall({ name: '电梯', unitInternalNo: 'DT-1' }).params).toMatchObject({ equName: '电梯', unitInnerNo: 'DT-1' });
  });
});
