import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { Activity } from 'react';
import { describe, expect, it, vi } from 'vitest';
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
