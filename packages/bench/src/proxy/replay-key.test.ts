import { describe, expect, it } from 'vitest';
import { replayKey } from './replay-key';

describe('replayKey', () => {
  it('drops the session parameters and sorts the query', () => {
    expect(replayKey('get', '/a/stone/eqm/list?pageSize=10&__sid=abc&pageNo=1&__extend=x&__ajax=json')).toBe(
      'GET /a/stone/eqm/list?__ajax=json&pageNo=1&pageSize=10',
    );
  });

  it('gives two sessions of one call the same key', () => {
    expect(replayKey('GET', '/a/u?__sid=1&a=2')).toBe(replayKey('GET', '/a/u?a=2&__sid=2'));
  });

  it('keeps a path without query as it is', () => {
    expect(replayKey('POST', '/a/login')).toBe('POST /a/login');
  });
});
