import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAGE_TEST_TIMEOUT, renderPage } from '../../test-support/render-page';
import { ChartCard } from './chart-card';

describe('ChartCard', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('heads its chart with the title', async () => {
    renderPage(
      <ChartCard title="按类别统计" nested>
        <p>图表</p>
      </ChartCard>,
    );
    expect(await screen.findByRole('heading', { name: '按类别统计' })).toBeTruthy();
    expect(screen.getByText('图表')).toBeTruthy();
  });
});
