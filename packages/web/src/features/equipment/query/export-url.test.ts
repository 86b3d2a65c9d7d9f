import { describe, expect, it } from 'vitest';
import { exportUrl } from './export-url';
import { EQUIPMENT_FILTER_DEFAULTS, toEquipmentFilters } from './filters';

describe('exportUrl', () => {
  it('asks for the same filters as the list, without paging or sort', () => {
    const filters = toEquipmentFilters(
      { ...EQUIPMENT_FILTER_DEFAULTS, categoryCode: '3000', nextCheckDateTo: '2024-05-31' },
      'overdue',
    );
    expect(exportUrl(filters)).toBe('/api/v1/equipment/export?view=overdue&categoryCode=3000&nextCheckDateTo=2024-05-31');
  });

  it('encodes Chinese keywords', () => {
    const filters = toEquipmentFilters({ ...EQUIPMENT_FILTER_DEFAULTS, keyword: '电梯' }, 'comprehensive');
    expect(exportUrl(filters)).toBe('/api/v1/equipment/export?view=comprehensive&keyword=%E7%94%B5%E6%A2%AF');
  });
});
