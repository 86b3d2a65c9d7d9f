import type { ReviewState } from '@portal/contract';
import { shortDateTime } from '../../lib/dates';
import type { TextFn } from '../../lib/text';
import { ReviewStateBadge } from '../badges';
import { linkColumn, listFrame, ListPage, NewRecordButton, RowLink, type ColumnDef, type ListResult, type ListState } from '../list-page';
import type { ServiceApplicationKey, ServiceApplicationKind } from './application-kind';
import type { ServiceEquipment } from './application-parts';

/** What every kind's list row carries (the contract's list items). */
export type ServiceApplicationRow = {
  id: string;
  applicationNo: string;
  unitName: string | null;
  equipment: readonly ServiceEquipment[];
  state: ReviewState;
  appliedAt: string | null;
};

/** 设备: the equipment an application names, `名称（注册代码）` joined. */
export function equipmentColumn<R extends ServiceApplicationRow>(): ColumnDef<R, ServiceApplicationKey> {
  return {
    key: 'equipment',
    header: 'field.equipment',
    wrap: true,
    minW: '48',
    cell: (item) => item.equipment.map((equipment) => `${equipment.equipmentName}（${equipment.registerCode || '—'}）`).join('、'),
  };
}

type Props<R extends ServiceApplicationRow, K extends string, Q, L extends string> = {
  kind: ServiceApplicationKind;
  /** The institute's list of every unit's applications, else the unit's own. */
  review: boolean;
  list: ListState<K, Q, L>;
  result: ListResult<R>;
  /** The kind's texts: its catalogue holds the shared keys too (`L` is the list's, from `list`). */
  text: TextFn<NoInfer<L> | ServiceApplicationKey>;
  /** The kind's own columns, between the application number (and unit) and the state. */
  columns: readonly ColumnDef<R, NoInfer<L> | ServiceApplicationKey>[];
};

/** A service application list: the unit's applications with 新建 and 编辑, or every unit's for the institute's review. */
export function ServiceApplicationList<R extends ServiceApplicationRow, K extends string, Q, L extends string>(props: Props<R, K, Q, L>) {
  const { kind, review, list, result, text: t } = props;
  const open = (id: string) => (review ? kind.paths.reviewDetail(id) : kind.paths.view(id));
  const columns: readonly ColumnDef<R, L | ServiceApplicationKey>[] = [
    linkColumn({ key: 'applicationNo', header: 'field.applicationNo', mono: true, sortKey: 'applicationNo', to: (item) => open(item.id), text: (item) => item.applicationNo }),
    ...(review ? [{ key: 'unitName', header: 'field.unitName' as const, cell: (item: R) => item.unitName ?? '—', wrap: true }] : []),
    ...props.columns,
    { key: 'state', header: 'field.state', cell: (item) => <ReviewStateBadge state={item.state} />, sortKey: 'state' },
    { key: 'appliedAt', header: 'field.appliedAt', cell: (item) => shortDateTime(item.appliedAt) || '—', sortKey: 'appliedAt' },
  ];
  return (
    <ListPage
      {...listFrame(list, result, t, review ? 'review' : 'list')}
      testIdStem={kind.word}
      testId={review ? kind.reviewListTestId : `${kind.word}-list`}
      titleActions={
        !review && <NewRecordButton to={kind.paths.form()} label={t('list.new')} />
      }
      columns={columns}
      actions={(item) => (
        <>
          <RowLink to={open(item.id)}>{t('common.view')}</RowLink>
          {!review && (item.state === 'draft' || item.state === 'returned') && (
            <RowLink to={kind.paths.form(item.id)}>{t('common.edit')}</RowLink>
          )}
        </>
      )}
    />
  );
}
