import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { system } from '../../app/theme';
import { linkColumn } from './list-links';

type Row = { id: string; reportNo: string };

describe('linkColumn', () => {
  it("links the row's words to its page and keeps the column's other settings", () => {
    const column = linkColumn<Row, 'field.reportNo'>({
      key: 'reportNo',
      header: 'field.reportNo',
      sortKey: 'reportNo',
      mono: true,
      to: (row) => `/reports/detail?id=${row.id}`,
      text: (row) => row.reportNo,
    });
    expect(column).toMatchObject({ key: 'reportNo', header: 'field.reportNo', sortKey: 'reportNo', mono: true });
    render(
      <ChakraProvider value={system}>
        <MemoryRouter>{column.cell({ id: 'r-3', reportNo: 'BG-2026-0003' })}</MemoryRouter>
      </ChakraProvider>,
    );
    expect(screen.getByRole('link', { name: 'BG-2026-0003' }).getAttribute('href')).toBe('/reports/detail?id=r-3');
  });
});
