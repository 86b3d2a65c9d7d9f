import { describe, expect, it } from 'vitest';
import { amountInCapitals } from './certificate';

describe('amountInCapitals', () => {
  it.each([
    [128800, '壹仟贰佰捌拾捌元整'],
    [56000, '伍佰陆拾元整'],
    [12000, '壹佰贰拾元整'],
    [10050, '壹佰元伍角整'],
    [100005, '壹仟元零伍分'],
    [1000000, '壹万元整'],
    [1005000, '壹万零伍拾元整'],
    [123456789, '壹佰贰拾叁万肆仟伍佰陆拾柒元捌角玖分'],
    [50, '伍角整'],
  ])('writes %i fen as %s', (fen, text) => {
    expect(amountInCapitals(fen)).toBe(text);
  });
});
