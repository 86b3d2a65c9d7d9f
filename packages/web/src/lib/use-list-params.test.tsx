import { act, render } from '@testing-library/react';
import { BrowserRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useListParams } from './use-list-params';

const DEFAULTS = { page: 1, pageSize: 20, categoryCode: '', sort: '' };

let update: (patch: Partial<typeof DEFAULTS>) => void = () => undefined;

function List() {
  const [, set] = useListParams(DEFAULTS);
  update = set;
  return null;
}

describe('useListParams', () => {
  it('composes two changes made before the first one has rendered', () => {
    window.history.replaceState(null, '', '/equipment/query-timeout');
    render(
      <BrowserRouter>
        <List />
      </BrowserRouter>,
    );
    const staleUpdate = update;
    act(() => {
      // 查询 then a header click in the same tick: the second call still holds the first render.
      staleUpdate({ categoryCode: '3000', page: 1 });
      staleUpdate({ sort: 'registerCode:asc', page: 1 });
    });
    const params = new URLSearchParams(window.location.search);
    expect(params.get('categoryCode')).toBe('3000');
    expect(params.get('sort')).toBe('registerCode:asc');
  });
});
