import { HStack } from '@chakra-ui/react';
import type { TextFn } from '../../lib/text';
import { listFrame, ListPage, NewRecordButton, RowLink, type ColumnDef, type ListResult, type ListState } from '../list-page';
import type { ExportActionProps } from '../list-page/export-action';
import type { RegistrationKey, RegistrationKind } from './registration-kind';
import { LinkButton } from '../link-button';

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
      {...listFrame(list, result, t, 'list')}
      testIdStem={kind.testWord}
      testId={`${kind.testWord}-list`}
      titleActions={
        <HStack gap="2">
          <LinkButton to={other.path} size="sm" variant="outline">{other.label}</LinkButton>
          <NewRecordButton to={kind.paths.form()} label={t('list.new')} />
        </HStack>
      }
      exportAction={exportAction}
      columns={columns}
      actions={(item) => (
        <>
          <RowLink to={kind.paths.view(item.id)}>{t('common.view')}</RowLink>
          <RowLink to={kind.paths.form(item.id)}>{t('common.edit')}</RowLink>
        </>
      )}
    />
  );
}
