import { Button, SimpleGrid, Text } from '@chakra-ui/react';
import { INSPECTION_CONCLUSIONS, type Attachment, type UseRegistrationDetail } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LuFileSearch } from 'react-icons/lu';
import { tsr } from '../../../api/client';
import { useRegistrationKeys } from '../../../api/queries/use-registrations';
import { dashboardKeys } from '../../../api/queries/dashboard';
import { notifyFailure } from '../../../lib/notify-failure';
import { AttachmentUploader } from '../../../ui/attachments/attachment-uploader';
import { CATEGORY_OPTIONS, subTypeOptions } from '../../../ui/category-selects';
import { AreaField, CheckboxField, DateField, FormActions, FormFrame, SelectField, TextField, useContractForm } from '../../../ui/form';
import { InfoGrid } from '../../../ui/info-grid';
import type { SelectOption } from '../../../ui/option-select';
import { SectionCard } from '../../../ui/section-card';
import { notify } from '../../../ui/toaster';
import { useUseRegistrationText, type UseRegistrationTextKey } from '../messages';
import { pathToUseRegistration } from '../../../routes/paths';
import { APPLY_MAX, applySchema, EQUIPMENT_PART, INSPECTION_PART, toApplyBody, USE_PART, valuesFromEquipment, type ApplyField, type ApplyValues } from './apply-form';
import { EquipmentPicker } from './equipment-picker';
import { InfoNote } from '../../../ui/info-note';

type UnitInfo = { name: string; creditCode: string; address: string } | null;

type ApplyFormViewProps = {
  initial: ApplyValues;
  registration: UseRegistrationDetail | null;
  kinds: readonly SelectOption[];
  unit: UnitInfo;
};


/** The use-registration form: kind, equipment, use, inspection, materials and the declaration. */
export function ApplyFormView({ initial, registration, kinds, unit }: ApplyFormViewProps) {
  const t = useUseRegistrationText();
  const client = useQueryClient();
  const contractForm = useContractForm(applySchema, { defaultValues: initial, notifyInvalid: true });
  const { watch, setValue, setError, getValues, reset } = contractForm.form;
  const categoryCode = watch('categoryCode');
  const [attachments, setAttachments] = useState<Attachment[]>(registration?.attachments ?? []);
  const [picking, setPicking] = useState(false);
  const [loadingEquipment, setLoadingEquipment] = useState(false);
  const [chosenName, setChosenName] = useState('');
  const create = tsr.useRegistrations.create.useMutation({ meta: { silent: true } });
  const update = tsr.useRegistrations.update.useMutation({ meta: { silent: true } });

  const pick = async (id: string) => {
    setPicking(false);
    setLoadingEquipment(true);
    try {
      const response = await tsr.equipment.get.query({ params: { id } });
      if (response.status !== 200) throw response;
      reset(valuesFromEquipment(getValues(), response.body), { keepDefaultValues: true });
      setChosenName(response.body.name);
    } catch (error) {
      notifyFailure(error, t('common.serverError'));
    } finally {
      setLoadingEquipment(false);
    }
  };

  // Submitting needs the truthfulness declaration; a draft does not.
  const declarationMissing = (commit: boolean) => {
    const missing = commit && !getValues('declarationAccepted');
    if (missing) setError('declarationAccepted', { type: 'declaration', message: t('apply.declarationRequired') });
    return missing;
  };

  const save = contractForm.handle(
    async (checked, commit) => {
      if (declarationMissing(commit)) {
        notify('warning', t('apply.declarationRequired'));
        return;
      }
      const body = toApplyBody(checked, commit, attachments.map((attachment) => attachment.id));
      const response = registration ? await update.mutateAsync({ params: { id: registration.id }, body }) : await create.mutateAsync({ body });
      void client.invalidateQueries({ queryKey: useRegistrationKeys.all });
      void client.invalidateQueries({ queryKey: dashboardKeys.all });
      notify('success', t(commit ? 'common.submitted' : 'common.saved'));
      return { leaveFor: pathToUseRegistration(response.body.id) };
    },
    (_errors, commit) => declarationMissing(commit),
  );

  const field = (name: ApplyField) => {
    const label = t(`field.${name}` as UseRegistrationTextKey);
    const choose = t('common.choose');
    if (name === 'categoryCode') {
      return <SelectField key={name} name={name} label={label} options={CATEGORY_OPTIONS} emptyLabel={choose} onPicked={() => setValue('subTypeCode', '')} />;
    }
    if (name === 'subTypeCode') {
      const options = categoryCode ? subTypeOptions(categoryCode) : [];
      return <SelectField key={name} name={name} label={label} options={options} emptyLabel={choose} disabled={!categoryCode} />;
    }
    if (name === 'inspectionConclusion') return <SelectField key={name} name={name} label={label} options={INSPECTION_CONCLUSIONS} emptyLabel={choose} />;
    if (name === 'areaCode') return <AreaField key={name} name={name} label={label} />;
    if (name === 'useDate' || name === 'nextCheckDate') return <DateField key={name} name={name} label={label} />;
    const inputMode = name === 'safetyManagerMobile' ? 'tel' : name === 'registerCode' ? 'numeric' : undefined;
    return <TextField key={name} name={name} label={label} maxLength={APPLY_MAX[name]} inputMode={inputMode} />;
  };

  return (
    <FormFrame form={contractForm} pb="16" testId="use-record-form">
      {registration && (
        <InfoNote mb="4">{t('apply.editing', { no: registration.applicationNo })}</InfoNote>
      )}
      <SectionCard title={t('apply.kindSection')}>
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          <SelectField name="kind" label={t('field.kind')} options={kinds} emptyLabel={t('common.choose')} helper={t('apply.kindHint')} />
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
        <CheckboxField name="declarationAccepted">{t('apply.declaration')}</CheckboxField>
      </SectionCard>
      <FormActions save={save} pending={create.isPending || update.isPending} />
      <EquipmentPicker open={picking} onClose={() => setPicking(false)} onPick={(id) => void pick(id)} />
    </FormFrame>
  );
}
