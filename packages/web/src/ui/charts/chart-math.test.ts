import { describe, expect, it } from 'vitest';
import { axisTicks, donutArcs, labelRoom, niceMax, percentText, stackSegments } from './chart-math';

describe('niceMax', () => {
  it('rounds up to 1, 2 or 5 times a power of ten', () => {
    expect(niceMax(7)).toBe(10);
    expect(niceMax(13)).toBe(20);
    expect(niceMax(420)).toBe(500);
    expect(niceMax(100000)).toBe(100000);
    expect(niceMax(0)).toBe(1);
  });

  it('ticks the axis in whole steps', () => {
    expect(axisTicks(20)).toEqual([0, 5, 10, 15, 20]);
    expect(axisTicks(5)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(axisTicks(10)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(axisTicks(2)).toEqual([0, 1, 2]);
    expect(axisTicks(1)).toEqual([0, 1]);
  });
});

describe('stackSegments', () => {
  it('places segments one after another on the scale', () => {
    const placed = stackSegments(
      [
        { key: 'overdue', value: 2 },
        { key: 'due', value: 3 },
      ],
      10,
      200,
    );
    expect(placed.map((segment) => [segment.x, segment.width])).toEqual([
      [0, 40],
      [40, 60],
    ]);
  });

  it('draws nothing when the scale is empty', () => {
    expect(stackSegments([{ key: 'a', value: 5 }], 0, 200)[0]?.width).toBe(0);
  });
});

describe('donutArcs', () => {
  it('splits the circumference by share, each arc starting where the last ended', () => {
    const arcs = donutArcs(
      [
        { key: 'in_use', value: 3 },
        { key: 'out_of_service', value: 1 },
      ],
      10,
    );
    const circumference = 2 * Math.PI * 10;
    expect(arcs[0]?.fraction).toBe(0.75);
    expect(arcs[0]?.dash).toBeCloseTo(circumference * 0.75);
    expect(arcs[1]?.offset).toBeCloseTo(-circumference * 0.75);
    expect(arcs[1]?.gap).toBeCloseTo(circumference * 0.75);
  });

  it('gives empty arcs when everything is zero', () => {
    expect(donutArcs([{ key: 'a', value: 0 }], 10)[0]?.dash).toBe(0);
  });

  it('writes shares with one decimal', () => {
    expect(percentText(1 / 3)).toBe('33.3%');
    expect(percentText(1)).toBe('100%');
  });
});

describe('labelRoom', () => {
  it('keeps the least room for Chinese names and widens it for long English ones', () => {
    expect(labelRoom(['场(厂)内专用机动车辆', '锅炉'], 172)).toBe(172);
    expect(labelRoom(['Site and in-plant motor vehicles', 'Boilers'], 172)).toBeGreaterThan(200);
    expect(labelRoom([], 172)).toBe(172);
  });
});
