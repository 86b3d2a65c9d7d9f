import { Alert, Box, Button, HStack, Input, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import {
  ACCESS,
  FEE_ITEMS,
  INSPECTION_KIND_FORMS,
  inspectionApplicationFormSchema,
  type Attachment,
  type EquipmentSummary,
  type InspectionApplicationDetail,
  type InspectionApplicationForm,
} from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LuFileSearch, LuPlus, LuSearch, LuTrash2 } from 'react-icons/lu';
import { tsr } from '../../../api/client';
import { inspectionApplicationKeys, useApplicationCheck, useFeeQuote, useInspectionInstitutes } from '../../../api/queries/inspection-applications';
import { dashboardKeys } from '../../../api/queries/dashboard';
import { useInvoiceTitles } from '../../../api/queries/public';
import { CATEGORY_OPTIONS, subTypeOptions } from '../../../ui/category-selects';
import { AreaField, DateField, FormActions, FormFrame, SelectField, TextField, useContractForm } from '../../../ui/form';
import { OptionSelect } from '../../../ui/option-select';
import { SectionCard } from '../../../ui/section-card';
import { notify } from '../../../ui/toaster';
import { pathToApplication, type KindForm } from '../kinds';
import { useInspectionApplicationText } from '../messages';
import {
  categoriesOf,
  chosenOfSummary,
  EMPTY_NEW_EQUIPMENT,
  missingMaterial,
  toApplicationBody,
  type ChosenEquipment,
  type NewEquipmentRow,
} from './chosen-equipment';
import { InspectionApplicationEquipmentPicker } from './equipment-picker';
import { InvoiceSection } from './invoice-section';
import { ConstructionSection, MaterialsSection } from './kind-sections';
import { PipelineUnitsSection } from './pipeline-units-section';
import { useI18n } from '../../../i18n/i18n';
import { useUser } from '../../../session/session-state';
import { PlainTable } from '../../../ui/plain-table';

type InspectionApplicationFormViewProps = {
  form: KindForm;
  /** The application edited (a draft or returned one), or null for a new one. */
  application: InspectionApplicationDetail | null;
  initial: InspectionApplicationForm;
  initialEquipment: readonly ChosenEquipment[];
  initialNewRows: readonly NewEquipmentRow[];
  /** The new-equipment form (new-equ-apply) describes equipment not on file. */
  newEquipment: boolean;
};

const money = (value: number) => value.toFixed(2);

/**
 * The one inspection application form, configured per kind: the equipment (from the unit's files,
 * filtered to what the kind allows; or described, for new equipment) with checkOnline's verdict and
 * the fee quote, the site, invoice and report, attachments; 保存 keeps a draft, 提交 submits.
 */
export function InspectionApplicationFormView({ form, application, initial, initialEquipment, initialNewRows, newEquipment }: InspectionApplicationFormViewProps) {
  const { known } = useI18n();
  const t = useInspectionApplicationText();
  const client = useQueryClient();
  const contractForm = useContractForm(inspectionApplicationFormSchema, { defaultValues: initial, notifyInvalid: true });
  const { watch, setValue } = contractForm.form;
  const [equipment, setEquipment] = useState<ChosenEquipment[]>([...initialEquipment]);
  const [newRows, setNewRows] = useState<NewEquipmentRow[]>([...initialNewRows]);
  const [attachments, setAttachments] = useState<Attachment[]>(application?.attachments ?? []);
  const [picking, setPicking] = useState(false);
  const [titleKeyword, setTitleKeyword] = useState('');
  const [titleDraft, setTitleDraft] = useState('');
  const create = tsr.inspectionApplications.create.useMutation({ meta: { silent: true } });
  const update = tsr.inspectionApplications.update.useMutation({ meta: { silent: true } });
  const urgent = watch('urgent');
  const ids = equipment.map((item) => item.id);
  const canListRecords = useUser().menuIds.includes(ACCESS.equipmentView);

  const institutes = useInspectionInstitutes();
  const instituteOptions = (institutes.data?.body ?? []).map((institute) => ({ code: institute.name, label: institute.name }));

  // checkOnline and the fee quote follow the chosen equipment.
  const body = { kind: form.kind, equipmentIds: ids, urgent, ...(application ? { applicationId: application.id } : {}) };
  const check = useApplicationCheck(body);
  const fee = useFeeQuote(body);
  const titles = useInvoiceTitles(titleKeyword);
  const problemOf = (id: string) => check.data?.problems.find((problem) => problem.equipmentId === id)?.message;
  const feeOf = (id: string) => fee.data?.items.find((item) => item.equipmentId === id);

  const add = (row: EquipmentSummary) => setEquipment((current) => (current.some((item) => item.id === row.id) ? current : [...current, chosenOfSummary(row)]));

  const save = contractForm.handle(async (checked, commit) => {
    if (equipment.length + newRows.length === 0) {
      notify('warning', t('form.needEquipment'));
      return;
    }
    const missing = commit ? missingMaterial(form.kind, categoriesOf(equipment, newRows), attachments) : undefined;
    if (missing) {
      notify('warning', missing);
      return;
    }
    const payload = toApplicationBody(form.kind, checked, equipment, newRows, attachments, commit);
    const response = application ? await update.mutateAsync({ params: { id: application.id }, body: payload }) : await create.mutateAsync({ body: payload });
    void client.invalidateQueries({ queryKey: inspectionApplicationKeys.all });
    void client.invalidateQueries({ queryKey: dashboardKeys.all });
    notify('success', t(commit ? 'common.submitted' : 'common.saved'));
    return { leaveFor: pathToApplication(response.body.id) };
  });

  const setNewRow = (index: number, patch: Partial<NewEquipmentRow>) =>
    setNewRows((rows) => rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));

  return (
    <FormFrame form={contractForm} pb="16" testId="inspection-application-form">
      {application && (
        <Alert.Root status={application.state === 'returned' ? 'warning' : 'info'} mb="4" borderRadius="md">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">
            {t('form.editing', { no: application.applicationNo })}
            {application.state === 'returned' && application.opinion ? `　${t('form.returnedOpinion', { opinion: application.opinion })}` : ''}
          </Alert.Title>
        </Alert.Root>
      )}
      <SectionCard
        title={t('form.equipmentSection')}
        testId="inspection-equipment"
        actions={
          newEquipment ? (
            <Button size="sm" variant="outline" colorPalette="blue" onClick={() => setNewRows((rows) => [...rows, { ...EMPTY_NEW_EQUIPMENT }])}>
              <LuPlus /> {t('form.newEquipmentAdd')}
            </Button>
          ) : (
            <Button size="sm" variant="outline" colorPalette="blue" onClick={() => setPicking(true)} data-testid="pick-equipment">
              <LuFileSearch /> {t('form.pick')}
            </Button>
          )
        }
      >
        {equipment.length === 0 && newRows.length === 0 && (
          <Text fontSize="sm" color="gray.500">
            {t('form.noEquipment')}
          </Text>
        )}
        {equipment.length > 0 && (
          <PlainTable
            headers={[
              { label: t('field.equipmentName') },
              { label: t('field.registerCode') },
              { label: t('field.usePlace') },
              { label: t('field.nextCheckDate') },
              { label: t('field.fee'), end: true },
              { label: t('common.actions') },
            ]}
            testId="chosen-equipment"
          >
            {equipment.map((item) => {
              const problem = problemOf(item.id);
              const quoted = feeOf(item.id);
              return (
                <Table.Row key={item.id} data-testid="chosen-row" data-problem={problem ? 'yes' : 'no'}>
                  <Table.Cell>
                    <Text>{item.name}</Text>
                    {problem && (
                      <Text fontSize="xs" color="red.600" data-testid="equipment-problem">
                        {problem}
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell fontFamily="mono">{item.registerCode || '—'}</Table.Cell>
                  <Table.Cell>{item.usePlace}</Table.Cell>
                  <Table.Cell>{item.nextCheckDate ?? '—'}</Table.Cell>
                  <Table.Cell textAlign="end">{quoted ? money(quoted.fee) : '—'}</Table.Cell>
                  <Table.Cell>
                    <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setEquipment((current) => current.filter((other) => other.id !== item.id))}>
                      <LuTrash2 /> {t('form.remove')}
                    </Button>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </PlainTable>
        )}
        {newRows.map((row, index) => (
          <SimpleGrid key={index} columns={{ base: 1, md: 3, xl: 7 }} gap="2" mt="3" alignItems="end" data-testid="new-equipment-row">
            <OptionSelect
              name={`newEquipment.${index}.categoryCode`}
              label={t('field.categoryCode')}
              value={row.categoryCode}
              options={CATEGORY_OPTIONS}
              emptyLabel={t('common.choose')}
              onChange={(categoryCode) => setNewRow(index, { categoryCode, subTypeCode: '' })}
            />
            <OptionSelect
              name={`newEquipment.${index}.subTypeCode`}
              label={t('field.subTypeCode')}
              value={row.subTypeCode}
              options={row.categoryCode ? subTypeOptions(row.categoryCode) : []}
              emptyLabel={t('common.choose')}
              disabled={!row.categoryCode}
              onChange={(subTypeCode) => setNewRow(index, { subTypeCode })}
            />
            {(['equipmentName', 'usePlace', 'deviceCode', 'model'] as const).map((key) => (
              <Input
                key={key}
                size="sm"
                aria-label={t(`field.${key}`)}
                placeholder={t(`field.${key}`)}
                maxLength={key === 'usePlace' ? 200 : 100}
                value={row[key]}
                onChange={(event) => setNewRow(index, { [key]: event.target.value })}
              />
            ))}
            <Button size="sm" variant="ghost" colorPalette="red" onClick={() => setNewRows((rows) => rows.filter((_, at) => at !== index))}>
              <LuTrash2 /> {t('form.remove')}
            </Button>
          </SimpleGrid>
        ))}
        {ids.length > 0 && check.data && (
          <Text mt="3" fontSize="sm" color={check.data.ok ? 'green.700' : 'red.600'} data-testid="check-verdict">
            {check.data.ok ? t('form.checkPassed') : `${t('form.checkFailed')}${check.data.problems.length}`}
          </Text>
        )}
      </SectionCard>
      <SectionCard title={t('form.feeSection')} testId="fee-quote">
        {fee.data && ids.length > 0 ? (
          <Stack gap="2">
            {fee.data.items.map((item) => (
              <Box key={item.equipmentId} fontSize="sm">
                <Text fontWeight="medium">
                  {item.equipmentName}（{item.registerCode || '—'}）：{money(item.fee)}
                </Text>
                {item.feeBreakdown.map((line, index) => (
                  <Text key={index} color="gray.600" pl="4">
                    {known(FEE_ITEMS, line.label)}：{money(line.amount)}
                  </Text>
                ))}
              </Box>
            ))}
            <Text fontWeight="semibold" data-testid="fee-total">
              {t('form.feeTotal', { total: money(fee.data.total) })}
            </Text>
            <Text fontSize="xs" color="gray.500">
              {t('form.feeHint')}
            </Text>
          </Stack>
        ) : (
          <Text fontSize="sm" color="gray.500">
            {newEquipment ? t('form.feeHint') : t('form.feeNone')}
          </Text>
        )}
      </SectionCard>
      <SectionCard title={t('form.siteSection')}>
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          <TextField name="siteContact" label={t('field.siteContact')} maxLength={50} />
          <TextField name="siteContactMobile" label={t('field.siteContactMobile')} maxLength={11} inputMode="tel" type="tel" />
          <DateField name="wishedDate" label={t('field.wishedDate')} />
          <TextField name="siteAddress" label={t('field.siteAddress')} maxLength={200} />
          <AreaField name="areaCode" label={t('field.areaCode')} />
          <SelectField name="institute" label={t('field.institute')} options={instituteOptions} emptyLabel={t('form.institutePick')} />
          <TextField name="maintenanceUnit" label={t('field.maintenanceUnit')} maxLength={100} />
        </SimpleGrid>
      </SectionCard>
      <InvoiceSection wide>
        <Stack gap="1">
          <Text fontSize="sm" fontWeight="medium">
            {t('form.titleLookup')}
          </Text>
          <HStack gap="2">
            <Input
              size="sm"
              name="titleKeyword"
              maxLength={100}
              aria-label={t('form.titleLookup')}
              value={titleDraft}
              onChange={(event) => setTitleDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  setTitleKeyword(titleDraft.trim());
                }
              }}
            />
            <Button size="sm" variant="outline" flexShrink={0} aria-label={t('common.search')} onClick={() => setTitleKeyword(titleDraft.trim())} data-testid="invoice-title-search">
              <LuSearch />
            </Button>
          </HStack>
          {(titles.data?.body.items ?? []).map((title) => (
            <Button
              key={`${title.name}-${title.taxNo}`}
              size="xs"
              variant="ghost"
              justifyContent="flex-start"
              onClick={() => {
                setValue('invoiceTitle', title.name, { shouldValidate: true, shouldDirty: true });
                setValue('taxNo', title.taxNo, { shouldValidate: true, shouldDirty: true });
              }}
              data-testid="invoice-title-option"
            >
              {title.name}　{title.taxNo}
            </Button>
          ))}
        </Stack>
      </InvoiceSection>
      {INSPECTION_KIND_FORMS[form.kind].fields.includes('construction') && <ConstructionSection records={canListRecords} />}
      {INSPECTION_KIND_FORMS[form.kind].fields.includes('pipelineUnits') && <PipelineUnitsSection equipment={equipment} lines={canListRecords} />}
      <MaterialsSection kind={form.kind} categories={categoriesOf(equipment, newRows)} attachments={attachments} onChange={setAttachments} refId={application?.id} />
      <FormActions save={save} pending={create.isPending || update.isPending} />
      <InspectionApplicationEquipmentPicker open={picking} form={form} chosen={ids} onClose={() => setPicking(false)} onAdd={add} />
    </FormFrame>
  );
}
