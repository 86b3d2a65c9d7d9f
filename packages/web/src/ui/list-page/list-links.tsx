import { Button, Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuPlus } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import type { ColumnDef } from './types';

/**
 * A link in a list's row (查看, 编辑, the record's number): a route of the SPA in the list's link
 * colour. `label` names it for a screen reader where its words alone repeat on every row (处理).
 */
export function RowLink({ to, label, children }: { to: string; label?: string; children: ReactNode }) {
  return (
    <Link asChild color="blue.600">
      <RouterLink to={to} aria-label={label}>
        {children}
      </RouterLink>
    </Link>
  );
}

/**
 * A column whose cell is the row's way in: its number or name as a `RowLink` to the record's
 * page. `to` gives the page of a row, `text` its words.
 */
export function linkColumn<R, L extends string>(
  column: Omit<ColumnDef<R, L>, 'cell'> & { to: (row: R) => string; text: (row: R) => ReactNode },
): ColumnDef<R, L> {
  const { to, text, ...rest } = column;
  return { ...rest, cell: (row) => <RowLink to={to(row)}>{text(row)}</RowLink> };
}

type NewRecordProps = { label: string; testId?: string } & ({ to: string; onClick?: never } | { onClick: () => void; to?: never });

/** A list's 新建 in its title bar: a link to the record's form, or a button that opens its dialog. */
export function NewRecordButton({ label, testId, to, onClick }: NewRecordProps) {
  if (to === undefined) {
    return (
      <Button size="sm" colorPalette="blue" onClick={onClick} data-testid={testId}>
        <LuPlus /> {label}
      </Button>
    );
  }
  return (
    <Button asChild size="sm" colorPalette="blue" data-testid={testId}>
      <RouterLink to={to}>
        <LuPlus /> {label}
      </RouterLink>
    </Button>
  );
}
