import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { Activity } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { system } from '../../app/theme';
import { I18nProvider } from '../../i18n/i18n';
import { FilterBar } from './filter-bar';
import type { FilterDef } from './types';

const FILTERS: readonly FilterDef<'keyword', string>[] = [{ kind: 'text', key: 'keyword', label: '关键字' }];

function Bar({ shown, keyword }: { shown: boolean; keyword: string }) {
  return (
    <ChakraProvider value={system}>
      <I18nProvider>
        <Activity mode={shown ? 'visible' : 'hidden'}>
          <FilterBar filters={FILTERS} values={{ keyword }} onSearch={vi.fn()} text={(key) => key} />
        </Activity>
      </I18nProvider>
    </ChakraProvider>
  );
}

const keywordInput = () => document.querySelector('input[name="keyword"]') as HTMLInputElement;

describe('FilterBar', () => {
  it('keeps filter text typed but not yet searched when its tab is hidden and shown again', async () => {
    const view = render(<Bar shown keyword="" />);
    await screen.findByText('关键字');
    fireEvent.change(keywordInput(), { target: { value: '客梯' } });
    view.rerender(<Bar shown={false} keyword="" />);
    view.rerender(<Bar shown keyword="" />);
    expect(keywordInput().value).toBe('客梯');
  });

  it('takes the filters of a new URL (back, a link, 重置) as its draft', async () => {
    const view = render(<Bar shown keyword="" />);
    await screen.findByText('关键字');
    fireEvent.change(keywordInput(), { target: { value: '客梯' } });
    view.rerender(<Bar shown keyword="叉车" />);
    expect(keywordInput().value).toBe('叉车');
  });
});

type LongKey = 'keyword' | 'code' | 'state' | 'from' | 'to';
const LONG: readonly FilterDef<LongKey, string>[] = [
  { kind: 'option', key: 'state', label: '使用状态', options: [{ code: '1', label: '在用' }] },
  { kind: 'text', key: 'keyword', label: '关键字' },
  { kind: 'text', key: 'code', label: '注册代码' },
  { kind: 'dateRange', from: 'from', to: 'to', label: '投用日期' },
];
const NONE: Record<LongKey, string> = { keyword: '', code: '', state: '', from: '', to: '' };

/** A browser whose screen is below md (a phone): its media queries answer as a 390-wide screen would. */
function onPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('not all and (min-width: 48rem)'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function renderLong(values: Record<LongKey, string>) {
  return render(
    <ChakraProvider value={system}>
      <I18nProvider>
        <FilterBar filters={LONG} values={values} onSearch={vi.fn()} text={(key) => key} />
      </I18nProvider>
    </ChakraProvider>,
  );
}

describe('FilterBar on a phone', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the keyword and folds the other empty filters behind 更多条件', async () => {
    onPhone();
    renderLong(NONE);
    await screen.findByText('关键字');
    expect(screen.queryByText('注册代码')).toBeNull();
    expect(screen.queryByText('使用状态')).toBeNull();
    const more = screen.getByRole('button', { name: '更多条件' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(screen.getByText('注册代码')).toBeTruthy();
    expect(screen.getByText('投用日期')).toBeTruthy();
    expect(screen.getByRole('button', { name: '收起条件' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('keeps a filter holding a value in sight', async () => {
    onPhone();
    renderLong({ ...NONE, state: '1' });
    await screen.findByText('使用状态');
    expect(screen.queryByText('注册代码')).toBeNull();
  });

  it('folds nothing on a wide screen', async () => {
    renderLong(NONE);
    await screen.findByText('注册代码');
    expect(screen.queryByRole('button', { name: '更多条件' })).toBeNull();
  });
});
