import { describe, expect, it } from 'vitest';
import { problemLocale } from './problem-locale';

describe('problemLocale', () => {
  it.each([
    [undefined, 'zh-CN'],
    ['', 'zh-CN'],
    ['en', 'en-US'],
    ['en-GB,en;q=0.9', 'en-US'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh-CN'],
    ['zh-CN;q=0.5,en-US;q=0.9', 'en-US'],
    ['fr-FR,en;q=0.3,zh;q=0.2', 'en-US'],
    ['fr-FR,de;q=0.8', 'zh-CN'],
    ['en;q=0,zh-TW', 'zh-CN'],
    ['*', 'zh-CN'],
  ])('reads %j as %s', (header, locale) => {
    expect(problemLocale(header)).toBe(locale);
  });

  it('keeps the first of equal weights', () => {
    expect(problemLocale('en-US,zh-CN')).toBe('en-US');
    expect(problemLocale('zh-CN,en-US')).toBe('zh-CN');
  });
});
