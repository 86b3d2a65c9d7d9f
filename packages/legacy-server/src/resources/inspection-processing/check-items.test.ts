import { describe, expect, it } from 'vitest';
import { storedCheckItems } from './check-items';

const ELEVATOR = { categoryCode: '3000', subTypeCode: '3110', equipmentName: '1号客梯' };

describe('storedCheckItems', () => {
  it('keeps every main item of the category in order, the unlisted ones conforming', () => {
    const items = storedCheckItems(ELEVATOR, '合格', [{ code: 'mrl', result: '无此项', note: '' }]);
    expect(items).toHaveLength(8);
    expect(items[0]).toEqual({ code: 'documents', label: '技术资料', result: '符合', note: '' });
    expect(items.find((item) => item.code === 'mrl')?.result).toBe('无此项');
  });

  it('refuses an unknown or repeated item, and outcomes that contradict the conclusion', () => {
    expect(() => storedCheckItems(ELEVATOR, '合格', [{ code: 'boiler_body', result: '符合', note: '' }])).toThrow('检验项目不属于该设备类别（1号客梯）');
    expect(() => storedCheckItems(ELEVATOR, '合格', [{ code: 'doors', result: '符合', note: '' }, { code: 'doors', result: '符合', note: '' }])).toThrow('检验项目不属于');
    expect(() => storedCheckItems(ELEVATOR, '合格', [{ code: 'doors', result: '不符合', note: '' }])).toThrow('检验结论为合格，不能有不符合的检验项目');
    expect(() => storedCheckItems(ELEVATOR, '不合格', [{ code: 'doors', result: '符合', note: '' }])).toThrow('至少应有一项检验项目不符合');
  });

  it('keeps a failed result sent without items unitemised, rather than claiming every item conformed', () => {
    expect(storedCheckItems(ELEVATOR, '不合格', [])).toEqual([]);
  });
});
