import { Button, ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { system } from '../../app/theme';
import { I18nProvider } from '../../i18n/i18n';
import { RowDeleteDialog, useRowDelete } from './row-delete';

type Row = { id: string; name: string };
const ROW: Row = { id: 'w-7', name: '王建国' };

function Rows({ remove, deleted }: { remove: (id: string) => Promise<unknown>; deleted: string[] }) {
  const rowDelete = useRowDelete<Row>(
    { mutateAsync: ({ params }) => remove(params.id), isPending: false },
    { deletedText: '已删除', onDeleted: () => deleted.push('re-read') },
  );
  return (
    <>
      <Button onClick={() => rowDelete.ask(ROW)}>删除 {ROW.name}</Button>
      <RowDeleteDialog rowDelete={rowDelete}>确定删除 {rowDelete.target?.name}？</RowDeleteDialog>
    </>
  );
}

function renderRows(remove: (id: string) => Promise<unknown>) {
  const deleted: string[] = [];
  render(
    <ChakraProvider value={system}>
      <I18nProvider>
        <Rows remove={remove} deleted={deleted} />
      </I18nProvider>
    </ChakraProvider>,
  );
  return deleted;
}

describe('row delete', () => {
  it('deletes the row asked about once it is confirmed, then re-reads the list', async () => {
    const removed: string[] = [];
    const deleted = renderRows(async (id) => removed.push(id));
    fireEvent.click(screen.getByRole('button', { name: '删除 王建国' }));
    expect((await screen.findByTestId('confirm-dialog')).textContent).toContain('确定删除 王建国？');
    expect(removed).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    await waitFor(() => expect(deleted).toEqual(['re-read']));
    expect(removed).toEqual(['w-7']);
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
  });

  it('deletes nothing when the confirmation is cancelled', async () => {
    const removed: string[] = [];
    const deleted = renderRows(async (id) => removed.push(id));
    fireEvent.click(screen.getByRole('button', { name: '删除 王建国' }));
    await screen.findByTestId('confirm-dialog');
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(removed).toEqual([]);
    expect(deleted).toEqual([]);
  });

  it('keeps the list as it is when the delete fails', async () => {
    const deleted = renderRows(() => Promise.reject(new Error('offline')));
    fireEvent.click(screen.getByRole('button', { name: '删除 王建国' }));
    await screen.findByTestId('confirm-dialog');
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(deleted).toEqual([]);
  });
});
