import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { system } from '../../app/theme';
import { I18nProvider } from '../../i18n/i18n';
import { DataTable } from './data-table';

type Row = { id: string; mes: string; time: string; code: string; day: string };
const LONG = '一段很长的错误信息'.repeat(30);

afterEach(() => vi.restoreAllMocks());

function renderTable(actions = false) {
  return render(
    <ChakraProvider value={system}>
      <I18nProvider>
        <DataTable<Row>
          rows={[{ id: '1', mes: LONG, time: '2026-11-21 10:00:00', code: '31103302122021080047', day: '2027-05-23' }]}
          columns={[
            { key: 'mes', header: 'mes', headerText: '错误信息', wrap: true, cell: (row) => row.mes },
            { key: 'time', header: 'time', headerText: '时间', cell: (row) => row.time },
            { key: 'code', header: 'code', headerText: '注册代码', mono: true, cell: (row) => row.code },
            { key: 'day', header: 'day', headerText: '下次检验日期', cell: (row) => row.day },
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

  it('wraps the text of its columns when wider than its box, so a pinned 操作 column need not cover any', () => {
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(1300);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1100);
    renderTable(true);
    expect(screen.getByRole('table').getAttribute('data-fit')).toBe('true');
    expect(getComputedStyle(screen.getByText('2026-11-21 10:00:00').closest('td')!).whiteSpace).toBe('normal');
    expect(getComputedStyle(screen.getByText('时间').closest('th')!).whiteSpace).toBe('normal');
    // A code is never broken across lines, nor a date (Chrome would break it after a hyphen).
    expect(getComputedStyle(screen.getByText('31103302122021080047').closest('td')!).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(screen.getByText('2027-05-23').closest('td')!).whiteSpace).toBe('nowrap');
    // Nor a label between its characters: the fitted table wraps between words.
    expect(getComputedStyle(screen.getByText('2026-11-21 10:00:00').closest('td')!).wordBreak).toBe('keep-all');
  });

  it('pins 操作 only while the table is wider than its box', () => {
    renderTable(true);
    const actionsHeader = screen.getByText('操作').closest('th')!;
    expect(actionsHeader.hasAttribute('data-pinned')).toBe(false);
    expect(screen.getByRole('table').hasAttribute('data-fit')).toBe(false);
    expect(getComputedStyle(screen.getByText('2026-11-21 10:00:00').closest('td')!).whiteSpace).toBe('nowrap');
  });

  it('keeps 操作 pinned when the table still overflows after wrapping', () => {
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(1300);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
    renderTable(true);
    expect(screen.getByText('操作').closest('th')!.getAttribute('data-pinned')).toBe('true');
  });
});
