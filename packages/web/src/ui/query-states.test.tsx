import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { system } from '../app/theme';
import { I18nProvider } from '../i18n/i18n';
import { QueryView } from './query-states';

function failed(status: number, detail: string) {
  return { isPending: false, isError: true, error: { status, body: { title: '错误', detail } }, refetch: () => undefined };
}

function show(children: ReactNode) {
  return render(
    <ChakraProvider value={system}>
      <I18nProvider>{children}</I18nProvider>
    </ChakraProvider>,
  );
}

describe('QueryView', { timeout: 30_000 }, () => {
  it('says quietly that a 501 is not offered yet, in the platform’s words, without a retry', () => {
    show(<QueryView query={failed(501, '该功能尚未开放，敬请期待')}>{() => '内容'}</QueryView>);
    expect(screen.getByTestId('not-open-state').textContent).toContain('该功能尚未开放，敬请期待');
    expect(screen.queryByTestId('error-state')).toBeNull();
    expect(screen.queryByRole('button', { name: /重试/ })).toBeNull();
  });

  it('shows a record that is not there as no data, without a retry', () => {
    show(<QueryView query={failed(404, '设备不存在')}>{() => '内容'}</QueryView>);
    expect(screen.getByTestId('empty-state').textContent).toContain('设备不存在');
    expect(screen.queryByRole('button', { name: /重试/ })).toBeNull();
  });

  it('shows any other failure as a load failure with a retry', () => {
    show(<QueryView query={failed(502, '平台暂时无法访问')}>{() => '内容'}</QueryView>);
    expect(screen.getByTestId('error-state').textContent).toContain('平台暂时无法访问');
    expect(screen.getByRole('button', { name: /重试/ })).toBeTruthy();
  });

  it('says that no record was named when the query has nothing to fetch (opened without an id)', () => {
    show(<QueryView query={{ isPending: true, fetchStatus: 'idle', isError: false, error: null, refetch: () => undefined }}>{() => '内容'}</QueryView>);
    expect(screen.getByTestId('empty-state').textContent).toContain('未指定要查看的记录');
    expect(screen.queryByTestId('loading-state')).toBeNull();
  });

  it('shows a load in progress as loading', () => {
    show(<QueryView query={{ isPending: true, fetchStatus: 'fetching', isError: false, error: null, refetch: () => undefined }}>{() => '内容'}</QueryView>);
    expect(screen.getByTestId('loading-state')).toBeTruthy();
  });
});
