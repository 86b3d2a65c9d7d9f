
import { EMPLOYMENT_STATES, type Certificate } from '@portal/contract';
import { tsr } from '../../../api/client';
import { workerKeys } from '../../../api/queries/workers';
import { pathToWorker } from '../../../routes/paths';
import { linkColumn, listFrame, ListPage, useListQuery, type ColumnDef } from '../../../ui/list-page';
import { CERTIFICATE_LIST } from '../list-params';
import { useWorkerText, type WorkerTextKey } from '../messages';
import { ValidityBadge } from '../validity-badge';
import { ValueLabel } from '../../../ui/value-label';

const COLUMNS: readonly ColumnDef<Certificate, WorkerTextKey>[] = [
  linkColumn({ key: 'workerName', header: 'field.workerName', sortKey: 'workerName', to: (item) => pathToWorker(item.workerId), text: (item) => item.workerName }),
  { key: 'workItem', header: 'field.workItem', sortKey: 'workItem', cell: (item) => `${item.workItem} ${item.workItemLabel}`, wrap: true },
  { key: 'certificateNo', header: 'field.certificateNo', sortKey: 'certificateNo', cell: (item) => item.certificateNo, mono: true },
  { key: 'issuingAuthority', header: 'field.issuingAuthority', cell: (item) => item.issuingAuthority, wrap: true },
  { key: 'issueDate', header: 'field.issueDate', sortKey: 'issueDate', cell: (item) => item.issueDate ?? '—' },
  { key: 'validTo', header: 'field.validTo', sortKey: 'validTo', cell: (item) => item.validTo ?? '—' },
  { key: 'reviewDate', header: 'field.reviewDate', cell: (item) => item.reviewDate ?? '—' },
  { key: 'validity', header: 'field.validity', cell: (item) => <ValidityBadge validTo={item.validTo} /> },
  { key: 'employmentState', header: 'field.employmentState', cell: (item) => <ValueLabel list={EMPLOYMENT_STATES} code={item.employmentState} /> },
];

/** 证书管理: every certificate of the unit's workers, soonest end first, filterable by end date. */
export function WorkerCertificatePage() {
  const t = useWorkerText();
  const { list, result } = useListQuery(CERTIFICATE_LIST, tsr.workers.certificates, workerKeys.certificates);
  return <ListPage {...listFrame(list, result, t, 'certificate')} testIdStem="certificate" testId="worker-certificates" columns={COLUMNS} />;
}
