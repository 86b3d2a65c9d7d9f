import { describe, expect, it } from 'vitest';
import { message } from './index';
import { PROBLEM_TITLE_KEYS } from './problems';

describe('PROBLEM_TITLE_KEYS', () => {
  it('names the server error and the timeout once for the gateway and the SPA', () => {
    expect(message(PROBLEM_TITLE_KEYS[502]!)).toBe('服务器错误，请稍后再试');
    expect(message(PROBLEM_TITLE_KEYS[504]!)).toBe('服务器响应超时，请稍后再试');
  });

  it('has a Chinese and an English title for every status', () => {
    for (const key of Object.values(PROBLEM_TITLE_KEYS)) {
      expect(message(key)).toMatch(/[\u4e00-\u9fa5]/);
      expect(message(key, 'en-US')).toMatch(/^[A-Z]/);
    }
  });
});
