import { Button, HStack, Table } from '@chakra-ui/react';
import { ACCESS, EMPLOYMENT_STATES, GENDERS, type Worker } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LuPencil } from 'react-icons/lu';
import { useWorker, workerKeys } from '../../../api/queries/workers';
import { attachmentKeys } from '../../../api/queries/attachments';
import { useUser } from '../../../session/session-state';
import { InfoGrid } from '../../../ui/info-grid';
import { PlainTable } from '../../../ui/plain-table';
import { EmptyData } from '../../../ui/query-states';
import { SectionCard } from '../../../ui/section-card';
import { useWorkerText } from '../messages';
import { ValidityBadge } from '../validity-badge';
import { WorkerDialog, type WorkerDialogTarget } from '../worker-dialog';
import { RecordAttachmentsCard } from '../../../ui/attachments/record-attachments-card';
import { useI18n } from '../../../i18n/i18n';
import { RecordPage, useRecordId } from '../../../ui/record-page';

/** The columns of the worker's certificates. */
const CERTIFICATE_HEADERS = ['field.workItem', 'field.certificateNo', 'field.issuingAuthority', 'field.issueDate', 'field.validTo', 'field.reviewDate', 'field.validity'] as const;

/** 人员详情 (`?id=`): the worker with the full ID card and mobile, and every certificate. */
export function WorkerDetailPage() {
  const t = useWorkerText();
  const id = useRecordId();
  const detail = useWorker(id);
  return (
    <RecordPage id={id} query={detail} noIdText={t('detail.noId')} tag={(record) => record.name}>
      {(record) => <WorkerView worker={record} />}
    </RecordPage>
  );
}

function WorkerView({ worker }: { worker: Worker }) {
  const t = useWorkerText();
  const { label } = useI18n();
  const client = useQueryClient();
  const canEdit = useUser().menuIds.includes(ACCESS.workerEdit);
  const [target, setTarget] = useState<WorkerDialogTarget | null>(null);
  const items = [
    { key: 'name', label: t('field.name'), value: worker.name },
    { key: 'gender', label: t('field.gender'), value: worker.gender ? label(GENDERS, worker.gender) : '' },
    { key: 'idCard', label: t('field.idCard'), value: worker.idCard },
    { key: 'mobile', label: t('field.mobile'), value: worker.mobile },
    { key: 'employmentState', label: t('field.employmentState'), value: label(EMPLOYMENT_STATES, worker.employmentState) },
    { key: 'remark', label: t('field.remark'), value: worker.remark },
  ];
  return (
    <>
      <SectionCard
        title={`${t('detail.title')}：${worker.name}`}
        testId="worker-detail"
        actions={
          canEdit && (
            <Button size="sm" variant="outline" colorPalette="blue" onClick={() => setTarget({ mode: 'edit', id: worker.id })}>
              <LuPencil /> {t('common.edit')}
            </Button>
          )
        }
      >
        <InfoGrid items={items} />
      </SectionCard>
      <SectionCard title={t('detail.certificates')} testId="worker-certificates">
        {worker.certificates.length === 0 ? (
          <EmptyData>{t('detail.none')}</EmptyData>
        ) : (
          <Table.ScrollArea>
            <PlainTable framed={false} headers={CERTIFICATE_HEADERS.map((key) => ({ label: t(key) }))}>
              {worker.certificates.map((certificate) => (
                <Table.Row key={certificate.id}>
                  <Table.Cell>
                    {certificate.workItem} {certificate.workItemLabel}
                  </Table.Cell>
                  <Table.Cell fontFamily="mono">{certificate.certificateNo}</Table.Cell>
                  <Table.Cell>{certificate.issuingAuthority}</Table.Cell>
                  <Table.Cell>{certificate.issueDate ?? '—'}</Table.Cell>
                  <Table.Cell>{certificate.validTo ?? '—'}</Table.Cell>
                  <Table.Cell>{certificate.reviewDate ?? '—'}</Table.Cell>
                  <Table.Cell>
                    <HStack>
                      <ValidityBadge validTo={certificate.validTo} />
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </PlainTable>
          </Table.ScrollArea>
        )}
      </SectionCard>
      <RecordAttachmentsCard title={t('form.attachments')} refType="worker" refId={worker.id} testId="worker-attachments" />
      <WorkerDialog
        target={target}
        onClose={() => setTarget(null)}
        onSaved={() => {
          setTarget(null);
          void client.invalidateQueries({ queryKey: workerKeys.all });
          void client.invalidateQueries({ queryKey: attachmentKeys.ofType('worker') });
        }}
      />
    </>
  );
}
