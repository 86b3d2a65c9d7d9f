import { ChakraProvider, Table } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { system } from '../app/theme';
import { PlainTable } from './plain-table';

describe('PlainTable', { timeout: 30_000 }, () => {
  it('heads the rows with the labels in order, the end ones aligned to the right', () => {
    render(
      <ChakraProvider value={system}>
        <PlainTable headers={[{ label: '设备' }, { label: '费用', end: true }]} testId="fees">
          <Table.Row>
            <Table.Cell>曳引驱动乘客电梯</Table.Cell>
            <Table.Cell>300.00</Table.Cell>
          </Table.Row>
        </PlainTable>
      </ChakraProvider>,
    );
    const table = screen.getByTestId('fees');
    const headings = within(table).getAllByRole('columnheader');
    expect(headings.map((heading) => heading.textContent)).toEqual(['设备', '费用']);
    expect(getComputedStyle(headings[1]!).textAlign).toBe('end');
    expect(getComputedStyle(headings[0]!).textAlign).not.toBe('end');
    expect(within(table).getByRole('cell', { name: '300.00' })).toBeTruthy();
  });

  it('leaves out the bordered scroll area when the table is not framed', () => {
    const { container } = render(
      <ChakraProvider value={system}>
        <PlainTable headers={[{ label: '单位名称' }]} testId="bare" framed={false}>
          <Table.Row>
            <Table.Cell>宁波港城电梯有限公司</Table.Cell>
          </Table.Row>
        </PlainTable>
      </ChakraProvider>,
    );
    expect(container.firstElementChild).toBe(screen.getByTestId('bare'));
  });
});
