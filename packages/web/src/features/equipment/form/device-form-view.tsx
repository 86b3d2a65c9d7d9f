import { Badge, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { EQUIPMENT_USE_STATES, type EquipmentDetail, type OperationMode } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { tsr } from '../../../api/client';
import { equipmentKeys } from '../../../api/queries/equipment';
import { dashboardKeys } from '../../../api/queries/dashboard';
import { CATEGORY_OPTIONS, subTypeOptions } from '../../../ui/category-selects';
import { AreaField, DateField, FormActions, FormFrame, isEditableRecord, SelectField, TextField, useContractForm } from '../../../ui/form';
import { useReplacePage } from '../../../lib/page-tag';
import { InfoGrid } from '../../../ui/info-grid';
import { SectionCard } from '../../../ui/section-card';
import { notify } from '../../../ui/toaster';
import { deviceFormPath, detailPath } from '../../../routes/paths';
import { inspectionItems } from '../detail/detail-items';
import { useEquipmentText, type EquipmentTextKey } from '../messages';
import { deviceSchema, formFieldOfPath, paramFieldsFor, toDeviceBody, type CommonField, type DeviceValues } from './device-form';
import { ParamInputs } from './param-inputs';
import { useI18n } from '../../../i18n/i18n';

type TextSpec = { name: CommonField; maxLength?: number; date?: boolean; numeric?: boolean };

const BEFORE_AREA: readonly TextSpec[] = [
  { name: 'name', maxLength: 100 },
  { name: 'model', maxLength: 100 },
  { name: 'productNo', maxLength: 100 },
  { name: 'deviceCode', maxLength: 50 },
  { name: 'registerCode', maxLength: 20, numeric: true },
  { name: 'useCertNo', maxLength: 50 },
  { name: 'unitInternalNo', maxLength: 50 },
  { name: 'usePlace', maxLength: 200 },
];
const AFTER_AREA: readonly TextSpec[] = [
  { name: 'manufacturer', maxLength: 100 },
  { name: 'manufactureDate', date: true },
  { name: 'installer', maxLength: 100 },
  { name: 'useDate', date: true },
  { name: 'designLifeYears', maxLength: 3, numeric: true },
  { name: 'propertyUnit', maxLength: 100 },
  { name: 'safetyManager', maxLength: 50 },
  { name: 'safetyManagerPhone', maxLength: 20 },
];

type DeviceFormViewProps = { mode: OperationMode; initial: DeviceValues; equipment: EquipmentDetail | null };

/** device-info-new: common fields, the category's parameters, the inspection block; 保存 or 提交. */
export function DeviceFormView({ mode, initial, equipment }: DeviceFormViewProps) {
  const t = useEquipmentText();
  const i18n = useI18n();
  const replacePage = useReplacePage();
  const client = useQueryClient();
  const readOnly = mode === 'view';
  const contractForm = useContractForm(deviceSchema, { defaultValues: initial, fieldOfPath: formFieldOfPath, notifyInvalid: true });
  const { watch, setValue } = contractForm.form;
  const [categoryCode, subTypeCode] = watch(['categoryCode', 'subTypeCode']);
  const create = tsr.equipment.create.useMutation({ meta: { silent: true } });
  const update = tsr.equipment.update.useMutation({ meta: { silent: true } });

  const save = contractForm.handle(async (checked, commit) => {
    const body = toDeviceBody(checked, commit);
    // The save answers `{ id, state }`; the detail page re-reads the file (its query is among those invalidated).
    const saved = equipment ? await update.mutateAsync({ params: { id: equipment.id }, body }) : await create.mutateAsync({ body });
    await client.invalidateQueries({ queryKey: equipmentKeys.all });
    void client.invalidateQueries({ queryKey: dashboardKeys.all });
    notify('success', t(commit ? 'common.submitted' : 'common.saved'));
    // The form's tag gives way to the saved file's: no form tag is left open behind it.
    replacePage(detailPath(body.categoryCode, saved.body.id));
  });

  const text = ({ name, maxLength, date, numeric }: TextSpec) => {
    const label = t(`field.${name}` as EquipmentTextKey);
    if (date) return <DateField key={name} name={name} label={label} />;
    const unit = name === 'designLifeYears' ? t('unit.years') : undefined;
    return <TextField key={name} name={name} label={label} maxLength={maxLength} unit={unit} inputMode={numeric ? 'numeric' : undefined} />;
  };

  return (
    <FormFrame form={contractForm} readOnly={readOnly} testId="device-form" pb="16">
      <SectionCard
        title={
          <HStack gap="3">
            <span>{t('form.common')}</span>
            <Badge colorPalette={mode === 'add' ? 'green' : mode === 'edit' ? 'blue' : 'gray'} variant="subtle" data-testid="form-mode">
              {t(`form.mode.${mode}`)}
            </Badge>
          </HStack>
        }
      >
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          <SelectField
            name="categoryCode"
            label={t('field.category')}
            options={CATEGORY_OPTIONS}
            emptyLabel={t('common.choose')}
            disabled={mode === 'edit'}
            onPicked={() => {
              setValue('subTypeCode', '');
              setValue('param', {});
            }}
          />
          <SelectField
            name="subTypeCode"
            label={t('field.subType')}
            options={categoryCode ? subTypeOptions(categoryCode) : []}
            emptyLabel={t('common.choose')}
            disabled={!categoryCode}
          />
          {BEFORE_AREA.map(text)}
          <AreaField name="areaCode" label={t('field.area')} />
          {AFTER_AREA.map(text)}
          <SelectField name="useState" label={t('field.useState')} options={EQUIPMENT_USE_STATES} />
        </SimpleGrid>
      </SectionCard>
      <SectionCard title={t('form.params')}>
        <ParamInputs fields={paramFieldsFor({ categoryCode, subTypeCode })} />
      </SectionCard>
      <SectionCard title={t('detail.inspection')}>
        {equipment ? (
          <InfoGrid items={inspectionItems(equipment, t, i18n)} />
        ) : (
          <Text fontSize="sm" color="gray.500">
            {t('form.inspectionLater')}
          </Text>
        )}
      </SectionCard>
      <FormActions
        save={save}
        pending={create.isPending || update.isPending}
        editTo={equipment && isEditableRecord(equipment.recordState) ? deviceFormPath('edit', equipment.id) : undefined}
      />
    </FormFrame>
  );
}
