import { Button, SimpleGrid, Text } from '@chakra-ui/react';
import { ACCESS, UNIT_CHANGE_FIELDS, ZUnitChangeFormSchema, ZUnitFormSchema, type Unit } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LuFilePen, LuSave } from 'react-icons/lu';
import { tsr } from '../../../api/client';
import { ownUnitQuery, unitKeys } from '../../../api/queries/unit';
import { useUser } from '../../../session/session-state';
import { DialogBody, DialogFooter, DialogFrame } from '../../../ui/dialog';
import { AreaField, DateField, FormFrame, TextareaField, TextField, useContractForm } from '../../../ui/form';
import { InfoGrid } from '../../../ui/info-grid';
import { EmptyData, QueryView } from '../../../ui/query-states';
import { SectionCard } from '../../../ui/section-card';
import { notify } from '../../../ui/toaster';
import { useCompanyInfoText } from '../messages';
import { EMPTY_CHANGE, toChangeBody, toUnitBody, unitValuesOf } from '../unit-form';

/** 基本信息维护: the registered fields (changed through the institute's review) and the directly kept ones. */
export function CompanyMaintainPage() {
  const t = useCompanyInfoText();
  const user = useUser();
  const unit = tsr.unit.get.useQuery(ownUnitQuery(user.unitId));
  if (user.unitId === null) return <EmptyData>{t('maintain.noUnit')}</EmptyData>;
  return <QueryView query={unit}>{() => (unit.data ? <UnitView unit={unit.data.body} /> : null)}</QueryView>;
}

function UnitView({ unit }: { unit: Unit }) {
  const t = useCompanyInfoText();
  const canEdit = useUser().menuIds.includes(ACCESS.companyEdit);
  const [applying, setApplying] = useState(false);
  const registered = UNIT_CHANGE_FIELDS.map(({ code }) => ({ key: code, label: t(`field.${code}`), value: unit[code] }));
  return (
    <>
      <SectionCard
        title={t('maintain.registered')}
        testId="company-registered"
        actions={
          canEdit && (
            <Button size="sm" variant="outline" colorPalette="blue" onClick={() => setApplying(true)} data-testid="company-apply-change">
              <LuFilePen /> {t('maintain.applyChange')}
            </Button>
          )
        }
      >
        <Text fontSize="sm" color="gray.500" mb="3">
          {t('maintain.registeredHint')}
        </Text>
        <InfoGrid items={registered} columns={2} />
      </SectionCard>
      <BasicInfoForm key={unit.id ?? unit.name} unit={unit} readOnly={!canEdit} />
      <ChangeDialog unit={unit} open={applying} onClose={() => setApplying(false)} />
    </>
  );
}

function BasicInfoForm({ unit, readOnly }: { unit: Unit; readOnly: boolean }) {
  const t = useCompanyInfoText();
  const client = useQueryClient();
  const contractForm = useContractForm(ZUnitFormSchema, { defaultValues: unitValuesOf(unit), notifyInvalid: true });
  const update = tsr.unit.update.useMutation({ meta: { silent: true } });

  const save = contractForm.handle(async (checked) => {
    const saved = await update.mutateAsync({ body: toUnitBody(checked) });
    contractForm.form.reset(unitValuesOf(saved.body));
    void client.invalidateQueries({ queryKey: unitKeys.all });
    notify('success', t('common.saved'));
  });

  return (
    <SectionCard
      title={t('maintain.basic')}
      testId="company-basic"
      actions={
        !readOnly && (
          <Button size="sm" colorPalette="blue" loading={update.isPending} onClick={() => void save()} data-testid="company-save">
            <LuSave /> {t('common.save')}
          </Button>
        )
      }
    >
      <Text fontSize="sm" color="gray.500" mb="3">
        {t('maintain.basicHint')}
      </Text>
      <FormFrame form={contractForm} readOnly={readOnly} testId="company-form">
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          <AreaField name="areaCode" label={t('field.areaCode')} />
          <TextField name="businessAddress" label={t('field.businessAddress')} maxLength={200} />
          <TextField name="contactPerson" label={t('field.contactPerson')} maxLength={50} />
          <TextField name="contactPhone" label={t('field.contactPhone')} maxLength={20} inputMode="tel" />
          <TextField name="postcode" label={t('field.postcode')} maxLength={6} inputMode="numeric" />
          <TextField name="fixedAssets" label={t('field.fixedAssets')} maxLength={12} inputMode="numeric" />
          <DateField name="foundDate" label={t('field.foundDate')} />
          <TextField name="regAuthority" label={t('field.regAuthority')} maxLength={100} />
          <TextField name="email" label={t('field.email')} maxLength={100} />
        </SimpleGrid>
      </FormFrame>
    </SectionCard>
  );
}

function ChangeDialog({ unit, open, onClose }: { unit: Unit; open: boolean; onClose: () => void }) {
  const t = useCompanyInfoText();
  return (
    <DialogFrame open={open} onClose={onClose} title={t('change.title')} testId="company-change-dialog" size="lg" closeButton bodyless>
      {open && <ChangeForm unit={unit} onDone={onClose} />}
    </DialogFrame>
  );
}

function ChangeForm({ unit, onDone }: { unit: Unit; onDone: () => void }) {
  const t = useCompanyInfoText();
  const client = useQueryClient();
  const contractForm = useContractForm(ZUnitChangeFormSchema, { defaultValues: EMPTY_CHANGE });
  const apply = tsr.unit.applyChange.useMutation({ meta: { silent: true } });

  const submit = contractForm.handle(async (checked) => {
    const body = toChangeBody(unit, checked);
    if (!body) {
      notify('info', t('maintain.nothingChanged'));
      return;
    }
    await apply.mutateAsync({ body });
    void client.invalidateQueries({ queryKey: unitKeys.changeLists() });
    notify('success', t('change.submitted'));
    onDone();
  });

  return (
    <>
      <DialogBody>
        <Text fontSize="sm" color="gray.500" mb="3">
          {t('change.hint')}
        </Text>
        <FormFrame form={contractForm} testId="company-change-form">
          <SimpleGrid columns={1} gap="3">
            {UNIT_CHANGE_FIELDS.map(({ code }) => (
              <TextField key={code} name={code} label={t(`field.${code}`)} maxLength={code === 'creditCode' ? 18 : 200} helper={t('change.current', { value: unit[code] || '—' })} />
            ))}
            <TextareaField name="reason" label={t('change.reason')} maxLength={500} />
          </SimpleGrid>
        </FormFrame>
      </DialogBody>
      <DialogFooter onCancel={onDone} onConfirm={() => void submit()} confirmLabel={t('common.submit')} pending={apply.isPending} />
    </>
  );
}
