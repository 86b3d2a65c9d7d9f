import { describe, expect, it } from 'vitest';
import { detailPath, deviceFormPath, pipelineFormPath, viewPath } from './paths';

describe('equipment paths', () => {
  it('opens the detail page of the category with the id', () => {
    expect(detailPath('3000', 'eq-1')).toBe('/equipment/detail/elevator?id=eq-1');
    expect(detailPath('7000', 'a')).toBe('/equipment/detail/pressurePiping?id=a');
    expect(detailPath('8000', 'b')).toBe('/equipment/detail/pressurePipeline?id=b');
  });

  it('names the product routes of the views and drops empty filters', () => {
    expect(viewPath('overdue')).toBe('/equipment/query-timeout');
    expect(viewPath('comprehensive', { categoryCode: '3000', useState: '' })).toBe(
      '/equipment/query-comprehensive?categoryCode=3000',
    );
  });

  it('builds the form routes with their mode', () => {
    expect(deviceFormPath('edit', 'x1')).toBe('/equipment/device-info-new?mode=edit&id=x1');
    expect(deviceFormPath('add', undefined, '3000')).toBe('/equipment/device-info-new?mode=add&category=3000');
    expect(pipelineFormPath('view', 'p1')).toBe('/equipment/pipeline-info-new?mode=view&id=p1');
  });
});
