import { describe, expect, it } from 'vitest';
import { pageTitle, productTitle } from './product';

describe('product', () => {
  it('titles the product by city', () => {
    expect(productTitle()).toBe('宁波市特种设备企业服务平台');
    expect(productTitle('杭州市')).toBe('杭州市特种设备企业服务平台');
    expect(pageTitle('工作台')).toBe('宁波市特种设备企业服务平台 - 工作台');
  });
});
