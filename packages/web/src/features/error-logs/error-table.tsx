import { Badge } from '@chakra-ui/react';
import type { ErrorLogType } from '@portal/contract';
import { useI18n, type UiKey } from '../../i18n/i18n';
import { DataTable, type ColumnDef } from '../../ui/list-page';

export type ErrorRow = { id: string; type: ErrorLogType; code: string; mes: string; url: string; time: string };

const TYPE_COLOURS: Record<ErrorLogType, string> = {
  script: 'red',
  ajax: 'orange',
  promise: 'purple',
  resource: 'gray',
};

const TYPE_TEXTS: Record<ErrorLogType, UiKey> = {
  script: 'errorLog.type.script',
  ajax: 'errorLog.type.ajax',
  promise: 'errorLog.type.promise',
  resource: 'errorLog.type.resource',
};

function TypeBadge({ type }: { type: ErrorLogType }) {
  const { t } = useI18n();
  return <Badge colorPalette={TYPE_COLOURS[type]}>{t(TYPE_TEXTS[type])}</Badge>;
}

/** The columns of an error log, the session's and the server's alike. */
export const ERROR_COLUMNS: readonly ColumnDef<ErrorRow, UiKey>[] = [
  { key: 'type', header: 'errorLog.type', width: '24', cell: (row) => <TypeBadge type={row.type} /> },
  { key: 'code', header: 'errorLog.code', width: '20', mono: true, cell: (row) => row.code },
  { key: 'mes', header: 'errorLog.mes', wrap: true, minW: '60', cell: (row) => row.mes },
  { key: 'url', header: 'errorLog.url', wrap: true, minW: '48', cell: (row) => row.url },
  { key: 'time', header: 'errorLog.time', width: '44', cell: (row) => row.time },
];

export function ErrorTable({ rows }: { rows: readonly ErrorRow[] }) {
  const { t } = useI18n();
  const columns = ERROR_COLUMNS.map((column) => ({ ...column, headerText: t(column.header) }));
  return <DataTable rows={rows} columns={columns} />;
}
