import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, pageOf } from '../../test-support/fake-api';
import { PAGE_TEST_TIMEOUT, renderPage } from '../../test-support/render-page';
import { NoticeListPage } from './notice-list-page';

afterEach(() => vi.unstubAllGlobals());

describe('NoticeListPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('pages through the notices as the URL says', async () => {
    const api = installFakeApi({
      'GET /api/v1/notices': () =>
        pageOf([{ id: 'n2', title: '2024年度检验收费标准公示', publisher: '宁波市特种设备检验研究院', publishedAt: '2024-03-01 09:00:00', top: false }], 16, 2, 15),
    });
    renderPage(<NoticeListPage />, { url: '/notice?page=2&keyword=%E6%94%B6%E8%B4%B9' });
    expect((await screen.findByRole('link', { name: '2024年度检验收费标准公示' })).getAttribute('href')).toBe('/notice/detail?id=n2');
    const url = api.callsTo('/api/v1/notices')[0]?.url;
    expect(url?.searchParams.get('page')).toBe('2');
    expect(url?.searchParams.get('keyword')).toBe('收费');
  });
});
