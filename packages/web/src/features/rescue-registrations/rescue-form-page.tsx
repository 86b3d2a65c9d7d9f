import { SimpleGrid } from '@chakra-ui/react';
import { FAULT_CAUSES } from '@portal/contract';
import { tsr } from '../../api/client';
import { rescueRegistrationKeys, useRescueRegistration } from '../../api/queries/rescue-registrations';
import { recordText } from '../../lib/page-tag';
import { recordSave, SelectField, TextareaField, TextField } from '../../ui/form';
import { SectionCard } from '../../ui/section-card';
import { RegistrationElevatorSection, registrationFormPage } from '../../ui/service-application';
import { useRescueRegistrationText } from './messages';
import { EMPTY_RESCUE, rescueFormSchema, valuesFromRescue } from './rescue-form';
import { RESCUE_KIND } from './rescue-kind';

/** A rescue's sections: the elevator, the timeline from alarm to release, the outcome. */
function RescueFields() {
  const t = useRescueRegistrationText();
  return (
    <>
      <RegistrationElevatorSection text={t} />
      <SectionCard title={t('form.timeline')}>
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          <TextField name="alarmAt" type="datetime-local" label={t('field.alarmAt')} />
          <TextField name="reporter" label={t('field.reporter')} maxLength={50} />
          <TextField name="reporterPhone" type="tel" inputMode="tel" label={t('field.reporterPhone')} maxLength={20} />
          <TextField name="trappedCount" inputMode="numeric" label={t('field.trappedCount')} maxLength={4} />
          <TextField name="arrivedAt" type="datetime-local" label={t('field.arrivedAt')} />
          <TextField name="releasedAt" type="datetime-local" label={t('field.releasedAt')} />
          <TextField name="rescuers" label={t('field.rescuers')} maxLength={200} />
        </SimpleGrid>
      </SectionCard>
      <SectionCard title={t('form.outcome')}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <SelectField name="faultCause" label={t('field.faultCause')} options={FAULT_CAUSES} emptyLabel={t('common.choose')} />
          <TextField name="casualties" label={t('field.casualties')} maxLength={200} />
          <TextareaField name="faultDescription" label={t('field.faultDescription')} maxLength={1000} gridColumn={{ md: 'span 2' }} />
          <TextareaField name="result" label={t('field.result')} maxLength={1000} gridColumn={{ md: 'span 2' }} />
        </SimpleGrid>
      </SectionCard>
    </>
  );
}

/** 登记困人救援 (new) or, with `?id=`, its completion: arrival, release and outcome. */
export const RescueFormPage = registrationFormPage({
  kind: RESCUE_KIND,
  useText: useRescueRegistrationText,
  useRecord: useRescueRegistration,
  useSave: () => recordSave(tsr.rescueRegistrations.create.useMutation({ meta: { silent: true } }), tsr.rescueRegistrations.update.useMutation({ meta: { silent: true } })),
  schema: rescueFormSchema,
  initialOf: (record) => (record ? valuesFromRescue(record) : EMPTY_RESCUE),
  tag: (record) => recordText(record?.equipmentName, record?.alarmAt.slice(0, 10)),
  invalidates: rescueRegistrationKeys.all,
  fields: RescueFields,
  saveLabel: (t) => t('form.save'),
});
