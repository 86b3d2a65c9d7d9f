import { describe, expect, it } from 'vitest';
import { FLAT_ROUTES, NOT_FOUND_ROUTE } from '../routes/route-table';
import { productTitle } from '@portal/contract';
import { readStoredLocale, translate, translateProductTitle, translateRouteTitle } from './i18n';

describe('i18n', () => {
  it('fills placeholders in both languages', () => {
    expect(translate('zh-CN', 'header.welcome', { name: '宁波悦澜酒店管理有限公司' })).toBe(
      '欢迎登录宁波悦澜酒店管理有限公司',
    );
    expect(translate('en-US', 'common.total', { total: 3 })).toBe('3 in total');
  });

  it('has an English title for every route of the table', () => {
    const missing = [...FLAT_ROUTES, NOT_FOUND_ROUTE]
      .filter((route) => !route.titleEn.trim() || /[\u4e00-\u9fff]/.test(route.titleEn))
      .map((route) => route.name);
    expect(missing).toEqual([]);
  });

  it('names the product as the contract does, and in English for en-US', () => {
    expect(translateProductTitle('zh-CN')).toBe(productTitle('宁波市'));
    expect(translate('zh-CN', 'app.productTitle', { city: '宁波市' })).toBe(productTitle('宁波市'));
    expect(translateProductTitle('en-US')).toBe('Ningbo Special Equipment Enterprise Service Platform');
  });

  it('keeps the zh-CN title of the table', () => {
    expect(translateRouteTitle('zh-CN', { name: 'home', title: '工作台' })).toBe('工作台');
    expect(translateRouteTitle('en-US', { name: 'home', title: '工作台' })).toBe('Work desktop');
  });

  it('defaults to zh-CN and reads a stored choice', () => {
    expect(readStoredLocale()).toBe('zh-CN');
    window.localStorage.setItem('portal.locale', 'en-US');
    expect(readStoredLocale()).toBe('en-US');
    window.localStorage.setItem('portal.locale', 'fr-FR');
    expect(readStoredLocale()).toBe('zh-CN');
  });
});
