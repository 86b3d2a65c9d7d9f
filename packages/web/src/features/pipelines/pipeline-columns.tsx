import { Text } from '@chakra-ui/react';
import type { Pipeline } from '@portal/contract';
import { isOverdue } from '../../lib/dates';
import { ConclusionBadge, ReviewStateBadge, UseStateBadge } from '../../ui/badges';
import type { ColumnDef } from '../../ui/list-page';
import type { PipelineTextKey } from './messages';
import { CatalogueLabel } from '../../ui/value-label';

/** The columns of 管道自行维护. */
export const PIPELINE_COLUMNS: readonly ColumnDef<Pipeline, PipelineTextKey>[] = [
  { key: 'name', header: 'pipeline.name', cell: (row) => row.name, wrap: true, minW: '40' },
  { key: 'pipelineNo', header: 'pipeline.pipelineNo', cell: (row) => row.pipelineNo },
  { key: 'registerCode', header: 'field.registerCode', cell: (row) => row.registerCode || '—', mono: true },
  { key: 'subType', header: 'field.subType', cell: (row) => <CatalogueLabel code={row.subTypeCode} fallback={row.subTypeName} /> },
  { key: 'pipeGrade', header: 'pipeline.pipeGrade', cell: (row) => row.pipeGrade ?? '—' },
  { key: 'medium', header: 'pipeline.medium', cell: (row) => row.medium },
  { key: 'length', header: 'pipeline.length', align: 'end', cell: (row) => (row.length === null ? '—' : `${row.length} m`) },
  { key: 'useState', header: 'field.useState', cell: (row) => <UseStateBadge state={row.useState} /> },
  { key: 'checkConclusion', header: 'field.checkConclusion', cell: (row) => <ConclusionBadge conclusion={row.checkConclusion} /> },
  {
    key: 'nextCheckDate',
    header: 'field.nextCheckDate',
    cell: (row) => <Text color={isOverdue(row.nextCheckDate) ? 'red.600' : undefined}>{row.nextCheckDate ?? '—'}</Text>,
  },
  { key: 'recordState', header: 'field.recordState', cell: (row) => <ReviewStateBadge state={row.recordState} /> },
];
