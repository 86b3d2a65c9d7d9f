import { Badge, Button, chakra, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { EQUIPMENT_USE_STATES, ZEquipmentWriteBodySchema, type EquipmentDetail, type OperationMode } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { tsr } from '../../../api/client';
import { notify } from '../../../ui/toaster';
import { AreaCascader } from '../../../ui/area-cascader';
import { CATEGORY_OPTIONS, subTypeOptions } from '../../../ui/category-selects';
import { FormField } from '../../../ui/form-field';
import { InfoGrid } from '../../../ui/info-grid';
import { InputField } from '../../../ui/input-field';
import { notifyFailure } from '../../../lib/notify-failure';
import { OptionSelect } from '../../../ui/option-select';
import { problemFieldErrors } from '../../../lib/problem-text';
import { SectionCard } from '../../../ui/section-card';
import { useFormErrors, useFormMessage } from '../../../lib/use-form-errors';
import { inspectionItems } from '../detail/detail-items';
import { useEquipmentText, type EquipmentTextKey } from '../messages';
import { deviceFormPath, detailPath } from '../../../routes/paths';
import {
  changeCategory,
  checkDeviceField,
  deviceFields,
  formFieldOfPath,
  isRequired,
  MAX_LENGTHS,
  paramFieldsFor,
  toDeviceBody,
  type CommonField,
  type DeviceValues,
} from './device-form';
import { ParamInputs } from './param-inputs';

type TextField = Exclude<CommonField, 'categoryCode' | 'subTypeCode' | 'areaCode' | 'useState'>;
const TEXT_FIELDS: readonly TextField[] = [
  'name',
  'model',
  'productNo',
  'deviceCode',
  'registerCode',
  'useCertNo',
  'unitInternalNo',
  'usePlace',
  'manufacturer',
  'manufactureDate',
  'installer',
  'useDate',
  'designLifeYears',
  'propertyUnit',
  'safetyManager',
  'safetyManagerPhone',
];
const DATE_FIELDS: readonly string[] = ['manufactureDate', 'useDate'];

type DeviceFormViewProps = { mode: OperationMode; initial: DeviceValues; equipment: EquipmentDetail | null };

/** device-info-new: common fields, the category's parameters, the inspection block; 保存 or 提交. */
export function DeviceFormView({ mode, initial, equipment }: DeviceFormViewProps) {
  const t = useEquipmentText();
  const formMessage = useFormMessage();
  const navigate = useNavigate();
  const client = useQueryClient();
  const readOnly = mode === 'view';
  const [values, setValues] = useState(initial);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const { categoryCode = '', subTypeCode = '' } = values;
  // The checked fields follow the category and sub-type only, not every keystroke.
  const fields = useMemo(() => deviceFields({ categoryCode, subTypeCode }), [categoryCode, subTypeCode]);
  const { errors, validateAll } = useFormErrors(values, fields, checkDeviceField);
  const create = tsr.equipment.create.useMutation({ meta: { silent: true } });
  const update = tsr.equipment.update.useMutation({ meta: { silent: true } });
  const pending = create.isPending || update.isPending;

  const set = (field: string, value: string) => {
    setValues((current) => (field === 'categoryCode' ? changeCategory(current, value) : { ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [field]: '' }));
  };
  const message = (field: string) => {
    const failed = errors[field];
    return failed ? formMessage(failed) : serverErrors[field] || null;
  };

  const save = async (commit: boolean) => {
    if (Object.keys(validateAll()).length > 0) {
      notify('warning', t('form.fixErrors'));
      return;
    }
    const body = toDeviceBody(values, commit);
    const checked = ZEquipmentWriteBodySchema.safeParse(body);
    if (!checked.success) {
      setServerErrors(Object.fromEntries(checked.error.issues.map((issue) => [formFieldOfPath(issue.path.join('.')), issue.message])));
      notify('warning', t('form.fixErrors'));
      return;
    }
    try {
      const response = equipment
        ? await update.mutateAsync({ params: { id: equipment.id }, body })
        : await create.mutateAsync({ body });
      await client.invalidateQueries({ queryKey: ['equipment'] });
      void client.invalidateQueries({ queryKey: ['dashboard'] });
      notify('success', t(commit ? 'common.submitted' : 'common.saved'));
      navigate(detailPath(response.body.categoryCode, response.body.id), { replace: true });
    } catch (error) {
      const fieldErrors = problemFieldErrors(error);
      setServerErrors(Object.fromEntries(Object.entries(fieldErrors).map(([path, text]) => [formFieldOfPath(path), text])));
      notifyFailure(error, t('common.serverError'));
    }
  };

  const textInput = (field: TextField) => (
    <InputField
      key={field}
      label={t(`field.${field}` as EquipmentTextKey)}
      name={field}
      type={DATE_FIELDS.includes(field) ? 'date' : 'text'}
      value={values[field] ?? ''}
      required={isRequired(field)}
      readOnly={readOnly}
      maxLength={MAX_LENGTHS[field]}
      unit={field === 'designLifeYears' ? t('unit.years') : undefined}
      inputMode={field === 'registerCode' || field === 'designLifeYears' ? 'numeric' : undefined}
      error={message(field)}
      onChange={(value) => set(field, value)}
    />
  );

  return (
    <chakra.form noValidate onSubmit={(event) => event.preventDefault()} data-testid="device-form" pb="16">
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
          <FormField label={t('field.category')} required={!readOnly} error={message('categoryCode')}>
            <OptionSelect
              name="categoryCode"
              value={values.categoryCode ?? ''}
              options={CATEGORY_OPTIONS}
              emptyLabel={t('common.choose')}
              disabled={readOnly || mode === 'edit'}
              onChange={(value) => set('categoryCode', value)}
            />
          </FormField>
          <FormField label={t('field.subType')} required={!readOnly} error={message('subTypeCode')}>
            <OptionSelect
              name="subTypeCode"
              value={values.subTypeCode ?? ''}
              options={values.categoryCode ? subTypeOptions(values.categoryCode) : []}
              emptyLabel={t('common.choose')}
              disabled={readOnly || !values.categoryCode}
              onChange={(value) => set('subTypeCode', value)}
            />
          </FormField>
          {TEXT_FIELDS.slice(0, 8).map(textInput)}
          <FormField label={t('field.area')} required={!readOnly} error={message('areaCode')} gridColumn={{ xl: 'span 2' }}>
            <AreaCascader value={values.areaCode ?? ''} disabled={readOnly} onChange={(code) => set('areaCode', code)} />
          </FormField>
          {TEXT_FIELDS.slice(8).map(textInput)}
          <FormField label={t('field.useState')} error={message('useState')}>
            <OptionSelect
              name="useState"
              value={values.useState ?? ''}
              options={EQUIPMENT_USE_STATES}
              disabled={readOnly}
              onChange={(value) => set('useState', value)}
            />
          </FormField>
        </SimpleGrid>
      </SectionCard>
      <SectionCard title={t('form.params')}>
        <ParamInputs fields={paramFieldsFor(values)} values={values} readOnly={readOnly} message={message} onChange={set} />
      </SectionCard>
      <SectionCard title={t('detail.inspection')}>
        {equipment ? (
          <InfoGrid items={inspectionItems(equipment, t)} />
        ) : (
          <Text fontSize="sm" color="gray.500">
            {t('form.inspectionLater')}
          </Text>
        )}
      </SectionCard>
      <HStack position="sticky" bottom="0" bg="white" borderTopWidth="1px" py="3" px="4" gap="3" justify="flex-end" zIndex="docked" boxShadow="sm">
        <Button size="sm" variant="outline" onClick={() => navigate(-1)}>
          {t('common.back')}
        </Button>
        {readOnly ? (
          equipment &&
          ['draft', 'returned'].includes(equipment.recordState) && (
            <Button size="sm" colorPalette="blue" onClick={() => navigate(deviceFormPath('edit', equipment.id), { replace: true })}>
              {t('common.edit')}
            </Button>
          )
        ) : (
          <>
            <Button size="sm" variant="outline" colorPalette="blue" loading={pending} onClick={() => void save(false)} data-testid="save-draft">
              {t('common.save')}
            </Button>
            <Button size="sm" colorPalette="blue" loading={pending} onClick={() => void save(true)} data-testid="submit">
              {t('common.submit')}
            </Button>
          </>
        )}
      </HStack>
    </chakra.form>
  );
}
