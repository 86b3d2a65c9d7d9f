import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { system } from '../../app/theme';
import { I18nProvider } from '../../i18n/i18n';
import { DataTable } from './data-table';

type Row = { id: string; mes: string; time: string };
const LONG = '一段很长的错误信息'.repeat(30);

afterEach(() => vi.restoreAllMocks());

function renderTable(actions = false) {
  return render(
    <ChakraProvider value={system}>
      <I18nProvider>
        <DataTable<Row>
          rows={[{ id: '1', mes: LONG, time: '2026-11-21 10:00:00' }]}
          columns={[
            { key: 'mes', header: 'mes', headerText: '错误信息', wrap: true, cell: (row) => row.mes },
            { key: 'time', header: 'time', headerText: '时间', cell: (row) => row.time },
          ]}
          actions={actions ? () => <a href="#x">查看</a> : undefined}
        />
      </I18nProvider>
    </ChakraProvider>,
  );
}

describe('DataTable', () => {
  it('wraps a long text in a wrapping column instead of inheriting the scroll area’s nowrap', () => {
    renderTable();
    const cell = screen.getByText(LONG).closest('td')!;
    expect(getComputedStyle(cell).whiteSpace).toBe('normal');
    expect(getComputedStyle(screen.getByText('2026-11-21 10:00:00').closest('td')!).whiteSpace).toBe('nowrap');
  });

  it('marks the pinned 操作 column while columns pass beneath it, until scrolled to the end', () => {
    let scrollLeft = 0;
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(1300);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
    vi.spyOn(HTMLElement.prototype, 'scrollLeft', 'get').mockImplementation(() => scrollLeft);
    renderTable(true);
    const actionsHeader = screen.getByText('操作').closest('th')!;
    expect(actionsHeader.getAttribute('data-covering')).toBe('true');
    scrollLeft = 500;
    fireEvent.scroll(actionsHeader.closest('table')!.parentElement!);
    expect(actionsHeader.hasAttribute('data-covering')).toBe(false);
  });
});
