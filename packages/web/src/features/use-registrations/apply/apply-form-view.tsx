import { Alert, Button, chakra, Checkbox, Field, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { INSPECTION_CONCLUSIONS, type Attachment, type UseRegistrationDetail } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LuFileSearch } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { tsr } from '../../../api/client';
import { notify } from '../../../ui/toaster';
import { AreaCascader } from '../../../ui/area-cascader';
import { AttachmentUploader } from '../../../ui/attachments/attachment-uploader';
import { CATEGORY_OPTIONS, subTypeOptions } from '../../../ui/category-selects';
import { FormField } from '../../../ui/form-field';
import { InfoGrid } from '../../../ui/info-grid';
import { InputField } from '../../../ui/input-field';
import { notifyFailure } from '../../../lib/notify-failure';
import { OptionSelect, type SelectOption } from '../../../ui/option-select';
import { problemFieldErrors } from '../../../lib/problem-text';
import { SectionCard } from '../../../ui/section-card';
import { useFormErrors, useFormMessage } from '../../../lib/use-form-errors';
import { useUseRegistrationText, type UseRegistrationTextKey } from '../messages';
import { useRegistrationDetailPath } from '../../../routes/paths';
import {
  APPLY_FIELDS,
  APPLY_MAX,
  checkApplyField,
  EQUIPMENT_PART,
  INSPECTION_PART,
  isApplyRequired,
  toApplyBody,
  USE_PART,
  valuesFromEquipment,
  type ApplyField,
  type ApplyValues,
} from './apply-form';
import { EquipmentPicker } from './equipment-picker';

type UnitInfo = { name: string; creditCode: string; address: string } | null;

type ApplyFormViewProps = {
  initial: ApplyValues;
  registration: UseRegistrationDetail | null;
  kinds: readonly SelectOption[];
  unit: UnitInfo;
};

const DATE_FIELDS: readonly ApplyField[] = ['useDate', 'nextCheckDate'];

/** The use-registration form: kind, equipment, use, inspection, materials and the declaration. */
export function ApplyFormView({ initial, registration, kinds, unit }: ApplyFormViewProps) {
  const t = useUseRegistrationText();
  const formMessage = useFormMessage();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [values, setValues] = useState(initial);
  const [attachments, setAttachments] = useState<Attachment[]>(registration?.attachments ?? []);
  const [declared, setDeclared] = useState(registration?.declarationAccepted ?? false);
  const [declarationMissing, setDeclarationMissing] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [picking, setPicking] = useState(false);
  const [loadingEquipment, setLoadingEquipment] = useState(false);
  const [chosenName, setChosenName] = useState('');
  const { errors, validateAll } = useFormErrors(values, APPLY_FIELDS, checkApplyField);
  const create = tsr.useRegistrations.create.useMutation({ meta: { silent: true } });
  const update = tsr.useRegistrations.update.useMutation({ meta: { silent: true } });
  const pending = create.isPending || update.isPending;

  const set = (field: ApplyField, value: string) => {
    setValues((current) => ({ ...current, [field]: value, ...(field === 'categoryCode' ? { subTypeCode: '' } : {}) }));
    setServerErrors((current) => ({ ...current, [field]: '' }));
  };
  const message = (field: ApplyField) => (errors[field] ? formMessage(errors[field]) : serverErrors[field] || null);

  const pick = async (id: string) => {
    setPicking(false);
    setLoadingEquipment(true);
    try {
      const response = await tsr.equipment.get.query({ params: { id } });
      if (response.status !== 200) throw response;
      setValues((current) => valuesFromEquipment(current, response.body));
      setChosenName(response.body.name);
    } catch (error) {
      notifyFailure(error, t('common.serverError'));
    } finally {
      setLoadingEquipment(false);
    }
  };

  const save = async (commit: boolean) => {
    const found = validateAll();
    const missing = commit && !declared;
    setDeclarationMissing(missing);
    if (Object.keys(found).length > 0 || missing) {
      notify('warning', missing && Object.keys(found).length === 0 ? t('apply.declarationRequired') : t('apply.fixErrors'));
      return;
    }
    const body = toApplyBody(values, commit, declared, attachments.map((attachment) => attachment.id));
    try {
      const response = registration
        ? await update.mutateAsync({ params: { id: registration.id }, body })
        : await create.mutateAsync({ body });
      void client.invalidateQueries({ queryKey: ['useRegistrations'] });
      void client.invalidateQueries({ queryKey: ['dashboard'] });
      notify('success', t(commit ? 'common.submitted' : 'common.saved'));
      navigate(useRegistrationDetailPath(response.body.id), { replace: true });
    } catch (error) {
      setServerErrors(problemFieldErrors(error));
      notifyFailure(error, t('common.serverError'));
    }
  };

  const field = (name: ApplyField) => {
    const label = t(`field.${name}` as UseRegistrationTextKey);
    const select = (options: readonly SelectOption[], disabled = false) => (
      <FormField key={name} label={label} required={isApplyRequired(name)} error={message(name)}>
        <OptionSelect name={name} value={values[name]} options={options} emptyLabel={t('common.choose')} disabled={disabled} onChange={(value) => set(name, value)} />
      </FormField>
    );
    if (name === 'categoryCode') return select(CATEGORY_OPTIONS);
    if (name === 'subTypeCode') return select(values.categoryCode ? subTypeOptions(values.categoryCode) : [], !values.categoryCode);
    if (name === 'inspectionConclusion') return select(INSPECTION_CONCLUSIONS);
    if (name === 'areaCode') {
      return (
        <FormField key={name} label={label} required error={message(name)} gridColumn={{ xl: 'span 2' }}>
          <AreaCascader value={values.areaCode} onChange={(code) => set('areaCode', code)} />
        </FormField>
      );
    }
    return (
      <InputField
        key={name}
        label={label}
        name={name}
        type={DATE_FIELDS.includes(name) ? 'date' : 'text'}
        value={values[name]}
        required={isApplyRequired(name)}
        maxLength={APPLY_MAX[name]}
        inputMode={name === 'safetyManagerMobile' ? 'tel' : name === 'registerCode' ? 'numeric' : undefined}
        error={message(name)}
        onChange={(value) => set(name, value)}
      />
    );
  };

  return (
    <chakra.form noValidate onSubmit={(event) => event.preventDefault()} pb="16" data-testid="use-record-form">
      {registration && (
        <Alert.Root status="info" mb="4" borderRadius="md">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">{t('apply.editing', { no: registration.applicationNo })}</Alert.Title>
        </Alert.Root>
      )}
      <SectionCard title={t('apply.kindSection')}>
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          <FormField label={t('field.kind')} required error={message('kind')} helper={t('apply.kindHint')}>
            <OptionSelect name="kind" value={values.kind} options={kinds} emptyLabel={t('common.choose')} onChange={(value) => set('kind', value)} />
          </FormField>
        </SimpleGrid>
      </SectionCard>
      <SectionCard
        title={t('apply.equipmentSection')}
        actions={
          <Button size="sm" variant="outline" colorPalette="blue" loading={loadingEquipment} loadingText={t('picker.loading')} onClick={() => setPicking(true)}>
            <LuFileSearch /> {t('picker.open')}
          </Button>
        }
      >
        {chosenName && (
          <Text fontSize="sm" color="green.700" mb="3">
            {t('picker.chosen', { name: chosenName })}
          </Text>
        )}
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          {EQUIPMENT_PART.map(field)}
        </SimpleGrid>
      </SectionCard>
      <SectionCard title={t('apply.useSection')}>
        {unit && (
          <InfoGrid
            items={[
              { key: 'unitName', label: t('field.unitName'), value: unit.name },
              { key: 'creditCode', label: t('field.creditCode'), value: unit.creditCode },
              { key: 'unitAddress', label: t('field.unitAddress'), value: unit.address },
            ]}
          />
        )}
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" mt={unit ? '4' : '0'}>
          {USE_PART.map(field)}
        </SimpleGrid>
      </SectionCard>
      <SectionCard title={t('apply.inspectionSection')}>
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          {INSPECTION_PART.map(field)}
        </SimpleGrid>
      </SectionCard>
      <SectionCard title={t('apply.attachmentSection')}>
        <Text fontSize="sm" color="gray.600" mb="3">
          {t('apply.materials')}
        </Text>
        <AttachmentUploader refType="use-registration" refId={registration?.id} value={attachments} onChange={setAttachments} />
      </SectionCard>
      <SectionCard title={t('apply.declarationSection')}>
        <Field.Root invalid={declarationMissing}>
          <Checkbox.Root
            checked={declared}
            onCheckedChange={(details) => {
              setDeclared(details.checked === true);
              if (details.checked === true) setDeclarationMissing(false);
            }}
            alignItems="flex-start"
          >
            <Checkbox.HiddenInput name="declarationAccepted" />
            <Checkbox.Control mt="0.5" />
            <Checkbox.Label fontWeight="normal">{t('apply.declaration')}</Checkbox.Label>
          </Checkbox.Root>
          {declarationMissing && <Field.ErrorText>{t('apply.declarationRequired')}</Field.ErrorText>}
        </Field.Root>
      </SectionCard>
      <HStack position="sticky" bottom="0" bg="white" borderTopWidth="1px" py="3" px="4" gap="3" justify="flex-end" zIndex="docked" boxShadow="sm">
        <Button size="sm" variant="outline" onClick={() => navigate(-1)}>
          {t('common.back')}
        </Button>
        <Button size="sm" variant="outline" colorPalette="blue" loading={pending} onClick={() => void save(false)} data-testid="save-draft">
          {t('common.save')}
        </Button>
        <Button size="sm" colorPalette="blue" loading={pending} onClick={() => void save(true)} data-testid="submit">
          {t('common.submit')}
        </Button>
      </HStack>
      <EquipmentPicker open={picking} onClose={() => setPicking(false)} onPick={(id) => void pick(id)} />
    </chakra.form>
  );
}
