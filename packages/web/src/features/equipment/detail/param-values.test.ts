import { describe, expect, it } from 'vitest';
import { formatParam, paramItems } from './param-values';

describe('paramItems', () => {
  it('shows a passenger elevator with its units', () => {
    const items = paramItems('3000', '3110', { ratedLoad: 1000, ratedSpeed: 1.75, floors: 18, usePlace: '宾馆酒店' });
    expect(items.find((item) => item.key === 'ratedLoad')?.value).toBe('1000 kg');
    expect(items.find((item) => item.key === 'ratedSpeed')).toMatchObject({ label: '额定速度', value: '1.75 m/s' });
    expect(items.find((item) => item.key === 'usePlace')?.value).toBe('宾馆酒店');
    expect(items.some((item) => item.key === 'inclination')).toBe(false);
  });

  it('shows the escalator fields for an escalator, empty where not filled', () => {
    const items = paramItems('3000', '3310', { inclination: 35 });
    expect(items.find((item) => item.key === 'inclination')?.value).toBe('35 °');
    expect(items.find((item) => item.key === 'nominalSpeed')?.value).toBe('');
    expect(items.some((item) => item.key === 'floors')).toBe(false);
  });

  it('names the parameters, their units and choices in English for en-US', () => {
    const items = paramItems('3000', '3110', { ratedLoad: 1000, floors: 18, usePlace: '宾馆酒店' }, 'en-US');
    expect(items.find((item) => item.key === 'floors')).toMatchObject({ label: 'Floors', value: '18 floors' });
    expect(items.find((item) => item.key === 'ratedLoad')).toMatchObject({ label: 'Rated load', value: '1000 kg' });
    expect(items.find((item) => item.key === 'usePlace')?.value).toBe('Hotel');
  });

  it('formats values without a unit as stored', () => {
    expect(formatParam('GC2')).toBe('GC2');
    expect(formatParam(null, 'm')).toBe('');
  });
});
