import { Box, Button, Link, Stack, Text } from '@chakra-ui/react';
import {
  catalogueName,
  contract,
  REVIEW_STATES,
  ZConformityDeclarationBodySchema,
  type ConformityDeclaration,
  type ZConformityDeclarationQuerySchema,
} from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { tsr } from '../../api/client';
import { conformityDeclarationKeys, useConformityDeclaration } from '../../api/queries/conformity-declarations';
import { useElevatorSignOptions } from '../../api/queries/elevator-use-signs';
import { useRecordTagTitle } from '../../lib/page-tag';
import { downloadFile, saveBlob } from '../../lib/download';
import { useDownloadFailure } from '../../lib/use-download-failure';
import { ReviewStateBadge } from '../../ui/badges';
import { CheckboxField, DateField, SelectField, TextareaField, TextField, useContractForm } from '../../ui/form';
import { InfoGrid } from '../../ui/info-grid';
import { defineList, listFrame, ListPage, useListQuery, type ColumnDef } from '../../ui/list-page';
import { QueryView } from '../../ui/query-states';
import { SectionCard } from '../../ui/section-card';
import { notify } from '../../ui/toaster';
import { useConformityDeclarationsText, type ConformityDeclarationsTextKey } from './messages';
import { RecordTitle } from '../../ui/record-title';
import { CardForm } from '../../ui/card-form';

const ITEM_KEYS = ['item.1', 'item.2', 'item.3', 'item.4', 'item.5'] as const;

const DECLARATION_LIST = defineList<z.input<typeof ZConformityDeclarationQuerySchema>, 'keyword' | 'state', ConformityDeclarationsTextKey>({
  filters: [
    { kind: 'text', key: 'keyword', label: 'field.keyword', maxLength: 100 },
    { kind: 'option', key: 'state', label: 'field.state', options: REVIEW_STATES.filter((state) => state.code !== 'draft') },
  ],
});

export function declarationPdfUrl(id: string): string {
  return contract.conformityDeclarations.download.path.replace(':id', encodeURIComponent(id));
}

function DownloadButton({ declaration }: { declaration: ConformityDeclaration }) {
  const t = useConformityDeclarationsText();
  const [busy, setBusy] = useState(false);
  const onFailure = useDownloadFailure(t('download.failed'));
  const download = async () => {
    setBusy(true);
    try {
      const file = await downloadFile(declarationPdfUrl(declaration.id), () => undefined, t('download.failed'));
      saveBlob(file.blob, file.fileName ?? `电梯符合性声明_${declaration.registerCode}_${declaration.year}.pdf`);
    } catch (error) {
      onFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="xs" variant="outline" colorPalette="blue" loading={busy} onClick={() => void download()} data-testid="compliance-download">
      {t('action.download')}
    </Button>
  );
}

function DeclarationForm({ onDone }: { onDone: (id: string) => void }) {
  const t = useConformityDeclarationsText();
  const client = useQueryClient();
  const year = new Date().getFullYear();
  const elevators = useElevatorSignOptions();
  const rows = elevators.data?.body.items ?? [];
  const options = rows.map((row) => ({ code: row.equipmentId, label: [row.unitInternalNo, row.subTypeName, row.registerCode].filter(Boolean).join(' · '), en: [row.unitInternalNo, catalogueName(row.subTypeName, 'en-US'), row.registerCode].filter(Boolean).join(' · ') }));
  const mutation = tsr.conformityDeclarations.create.useMutation({ meta: { silent: true } });
  const contractForm = useContractForm(ZConformityDeclarationBodySchema, {
    defaultValues: { equipmentId: '', year, maintenanceUnit: '', selfCheckDate: '', conforms: false, declarant: '', remark: '', attachmentIds: [] },
  });
  const submit = contractForm.handle(async (checked) => {
    const response = await mutation.mutateAsync({ body: checked });
    void client.invalidateQueries({ queryKey: conformityDeclarationKeys.lists() });
    notify('success', t('form.created'));
    onDone(response.body.id);
  });
  return (
    <CardForm
      title={t('form.title', { year })}
      testId="compliance-form"
      form={contractForm}
      hint={t('form.hint')}
      submitLabel={t('form.submit')}
      submitTestId="compliance-submit"
      pending={mutation.isPending}
      onSubmit={() => void submit()}
    >
      <SelectField
        name="equipmentId"
        label={t('field.elevator')}
        options={options}
        emptyLabel={t('form.pickElevator')}
        onPicked={(code: string) => {
          const picked = rows.find((row) => row.equipmentId === code);
          if (picked?.maintenanceUnit && !contractForm.form.getValues('maintenanceUnit')) {
            contractForm.form.setValue('maintenanceUnit', picked.maintenanceUnit, { shouldValidate: true });
          }
        }}
      />
      <TextField name="maintenanceUnit" label={t('field.maintenanceUnit')} maxLength={100} />
      <DateField name="selfCheckDate" label={t('field.selfCheckDate')} />
      <Box>
        <Text fontWeight="medium" mb="2">
          {t('form.items')}
        </Text>
        <Stack as="ol" gap="1" pl="5" fontSize="sm" listStyleType="decimal">
          {ITEM_KEYS.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </Stack>
      </Box>
      <CheckboxField name="conforms">{t('field.conforms')}</CheckboxField>
      <TextareaField name="remark" label={t('field.remark')} maxLength={1000} />
      <TextField name="declarant" label={t('field.declarant')} maxLength={50} />
    </CardForm>
  );
}

function DeclarationDetail({ id }: { id: string }) {
  const t = useConformityDeclarationsText();
  const detail = useConformityDeclaration(id);
  // The page with `?id=` is a tag of its own: it says which declaration it shows.
  useRecordTagTitle(detail.data?.body.equipmentName);
  return (
    <QueryView query={detail}>
      {() => {
        if (!detail.data) return null;
        const declaration = detail.data.body;
        return (
          <SectionCard
            testId="compliance-detail"
            title={
              <RecordTitle title={t('detail.title')}>
                <ReviewStateBadge state={declaration.state} />
              </RecordTitle>
            }
            actions={<DownloadButton declaration={declaration} />}
          >
            <InfoGrid
              columns={2}
              items={[
                { key: 'registerCode', label: t('field.registerCode'), value: declaration.registerCode },
                { key: 'equipmentName', label: t('field.equipmentName'), value: declaration.equipmentName },
                { key: 'year', label: t('field.year'), value: String(declaration.year) },
                { key: 'maintenanceUnit', label: t('field.maintenanceUnit'), value: declaration.maintenanceUnit },
                { key: 'selfCheckDate', label: t('field.selfCheckDate'), value: declaration.selfCheckDate },
                { key: 'conclusion', label: t('field.conclusion'), value: declaration.conforms ? t('conclusion.yes') : t('conclusion.no') },
                { key: 'declarant', label: t('field.declarant'), value: declaration.declarant },
                { key: 'declaredAt', label: t('field.declaredAt'), value: declaration.declaredAt },
                { key: 'remark', label: t('field.remark'), value: declaration.remark },
                { key: 'opinion', label: t('field.opinion'), value: declaration.opinion },
              ]}
            />
          </SectionCard>
        );
      }}
    </QueryView>
  );
}

/**
 * /elevatorDetection/compliance: the unit's conformity declarations (list, filters), a form to fill,
 * sign with a typed name and submit one, the detail (`?id=`) and the PDF download.
 */
export function CompliancePage() {
  const t = useConformityDeclarationsText();
  const [search, setSearch] = useSearchParams();
  const [filling, setFilling] = useState(false);
  const { list, result } = useListQuery(DECLARATION_LIST, tsr.conformityDeclarations.list, conformityDeclarationKeys.list);
  const openId = search.get('id') ?? '';
  const open = (id: string) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.set('id', id);
      return next;
    });
  const columns: readonly ColumnDef<ConformityDeclaration, ConformityDeclarationsTextKey>[] = [
    {
      key: 'registerCode',
      header: 'field.registerCode',
      mono: true,
      cell: (item) => (
        <Link color="blue.600" onClick={() => open(item.id)}>
          {item.registerCode}
        </Link>
      ),
    },
    { key: 'equipmentName', header: 'field.equipmentName', cell: (item) => item.equipmentName },
    { key: 'year', header: 'field.year', sortKey: 'year', cell: (item) => String(item.year) },
    { key: 'conclusion', header: 'field.conclusion', cell: (item) => (item.conforms ? t('conclusion.yes') : t('conclusion.no')) },
    { key: 'declarant', header: 'field.declarant', cell: (item) => item.declarant },
    { key: 'declaredAt', header: 'field.declaredAt', sortKey: 'declaredAt', cell: (item) => item.declaredAt ?? '—' },
    { key: 'state', header: 'field.state', cell: (item) => <ReviewStateBadge state={item.state} /> },
  ];
  return (
    <Box>
      {filling && (
        <DeclarationForm
          onDone={(id) => {
            setFilling(false);
            open(id);
          }}
        />
      )}
      {openId && <DeclarationDetail id={openId} />}
      <ListPage
        {...listFrame(list, result, t, 'list')}
        testIdStem="compliance"
        testId="compliance-list"
        columns={columns}
        titleActions={
          <Button size="sm" colorPalette="blue" onClick={() => setFilling(true)} disabled={filling} data-testid="compliance-new">
            {t('list.new')}
          </Button>
        }
        actions={(item) => <DownloadButton declaration={item} />}
      />
    </Box>
  );
}
