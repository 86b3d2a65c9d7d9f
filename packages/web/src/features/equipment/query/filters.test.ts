import { describe, expect, it } from 'vitest';
import {
  checkEquipmentFilters,
  EQUIPMENT_FILTER_DEFAULTS,
  equipmentListDefaults,
  toEquipmentFilters,
  toEquipmentQuery,
} from './filters';

const none = EQUIPMENT_FILTER_DEFAULTS;

describe('filters -> query object', () => {
  it('sends the view and drops empty values', () => {
    expect(toEquipmentFilters({ ...none, registerCode: '  ', useState: '' }, 'comprehensive')).toEqual({
      view: 'comprehensive',
    });
  });

  it('keeps both ends of a date range as typed (the API treats them as inclusive)', () => {
    const values = { ...none, nextCheckDateFrom: '2024-05-01', nextCheckDateTo: '2024-05-31' };
    expect(toEquipmentFilters(values, 'overdue')).toEqual({
      view: 'overdue',
      nextCheckDateFrom: '2024-05-01',
      nextCheckDateTo: '2024-05-31',
    });
  });

  it('sends an open-ended range with one end only', () => {
    expect(toEquipmentFilters({ ...none, useDateFrom: '2020-01-01' }, 'comprehensive')).toEqual({
      view: 'comprehensive',
      useDateFrom: '2020-01-01',
    });
  });

  it('ignores fields the view does not filter on', () => {
    const values = { ...none, useState: 'in_use', useDateFrom: '2020-01-01', categoryCode: '3000', subTypeCode: '4310' };
    expect(toEquipmentFilters(values, 'loadTest')).toEqual({ view: 'loadTest', subTypeCode: '4310' });
  });

  it('sends the load-test filters of the loadTest view only', () => {
    const values = { ...none, loadTestYears: ' 2 ', loadTestDateFrom: '2023-01-01', loadTestDateTo: '2023-12-31' };
    expect(toEquipmentFilters(values, 'loadTest')).toEqual({
      view: 'loadTest',
      loadTestYears: '2',
      loadTestDateFrom: '2023-01-01',
      loadTestDateTo: '2023-12-31',
    });
    expect(toEquipmentFilters(values, 'comprehensive')).toEqual({ view: 'comprehensive' });
  });

  it('adds paging and the sort, leaving an empty sort out', () => {
    const params = { ...equipmentListDefaults('comprehensive'), page: 3, categoryCode: '3000', registerCode: '31103302122021080045' };
    expect(toEquipmentQuery(params, 'comprehensive')).toEqual({
      page: 3,
      pageSize: 20,
      view: 'comprehensive',
      categoryCode: '3000',
      registerCode: '31103302122021080045',
    });
    expect(toEquipmentQuery(equipmentListDefaults('overdue'), 'overdue')).toMatchObject({ sort: 'nextCheckDate:asc' });
  });
});

describe('checkEquipmentFilters', () => {
  it('asks for 20 digits in the registration code', () => {
    expect(checkEquipmentFilters({ ...none, registerCode: '3110330212' }, 'comprehensive')).toEqual({
      registerCode: 'registerCode',
    });
    expect(checkEquipmentFilters({ ...none, registerCode: '31103302122021080045' }, 'comprehensive')).toEqual({});
  });

  it('asks the area selector to reach the last level', () => {
    expect(checkEquipmentFilters({ ...none, areaCode: '330200' }, 'overdue')).toEqual({ areaCode: 'areaLastLevel' });
    expect(checkEquipmentFilters({ ...none, areaCode: '330206' }, 'overdue')).toEqual({});
  });

  it('asks for whole years above zero in the load-test years', () => {
    expect(checkEquipmentFilters({ ...none, loadTestYears: '0' }, 'loadTest')).toEqual({ loadTestYears: 'positiveInteger' });
    expect(checkEquipmentFilters({ ...none, loadTestYears: '1.5' }, 'loadTest')).toEqual({ loadTestYears: 'positiveInteger' });
    expect(checkEquipmentFilters({ ...none, loadTestYears: '3' }, 'loadTest')).toEqual({});
    expect(checkEquipmentFilters({ ...none, loadTestYears: '0' }, 'overdue')).toEqual({});
  });

  it('refuses a range whose start is after its end, accepting the same day', () => {
    expect(
      checkEquipmentFilters({ ...none, nextCheckDateFrom: '2024-06-01', nextCheckDateTo: '2024-05-31' }, 'overdue'),
    ).toEqual({ nextCheckDateTo: 'dateRange' });
    expect(
      checkEquipmentFilters({ ...none, loadTestDateFrom: '2024-06-01', loadTestDateTo: '2024-05-31' }, 'loadTest'),
    ).toEqual({ loadTestDateTo: 'dateRange' });
    expect(
      checkEquipmentFilters({ ...none, useDateFrom: '2024-06-01', useDateTo: '2024-06-01' }, 'comprehensive'),
    ).toEqual({});
  });
});
