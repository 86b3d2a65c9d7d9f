import { Button, HStack, Link } from '@chakra-ui/react';
import { LuPlus } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import type { TextFn } from '../../lib/text';
import { ListPage, type ColumnDef, type ListResult, type ListState } from '../list-page';
import type { ExportActionProps } from '../list-page/export-action';
import type { RegistrationKey, RegistrationKind } from './registration-kind';

type Props<R extends { id: string }, K extends string, Q, L extends string> = {
  kind: RegistrationKind;
  list: ListState<K, Q, L>;
  result: ListResult<R>;
  /** The kind's texts: its catalogue holds the shared keys too (`L` is the list's, from `list`). */
  text: TextFn<NoInfer<L> | RegistrationKey>;
  columns: readonly ColumnDef<R, NoInfer<L> | RegistrationKey>[];
  /** The other registration list (救援 ↔ 故障), linked beside 新建. */
  other: { path: string; label: string };
  exportAction: ExportActionProps;
};

/** A registration list: the unit's records with 新建, the other list's link, the Excel export, 查看 and 编辑. */
export function RegistrationList<R extends { id: string }, K extends string, Q, L extends string>({ kind, list, result, text: t, columns, other, exportAction }: Props<R, K, Q, L>) {
  return (
    <ListPage
      list={list}
      result={result}
      text={t}
      title={t('list.title')}
      testId={`${kind.testWord}-list`}
      titleActions={
        <HStack gap="2">
          <Button asChild size="sm" variant="outline">
            <RouterLink to={other.path}>{other.label}</RouterLink>
          </Button>
          <Button asChild size="sm" colorPalette="blue">
            <RouterLink to={kind.paths.form()}>
              <LuPlus /> {t('list.new')}
            </RouterLink>
          </Button>
        </HStack>
      }
      totalText={(total) => t('list.total', { total })}
      exportAction={exportAction}
      columns={columns}
      tableTestId={`${kind.testWord}-table`}
      actions={(item) => (
        <>
          <Link asChild color="blue.600">
            <RouterLink to={kind.paths.view(item.id)}>{t('common.view')}</RouterLink>
          </Link>
          <Link asChild color="blue.600">
            <RouterLink to={kind.paths.form(item.id)}>{t('common.edit')}</RouterLink>
          </Link>
        </>
      )}
    />
  );
}
