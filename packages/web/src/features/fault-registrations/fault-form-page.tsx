import { SimpleGrid } from '@chakra-ui/react';
import { FAULT_CAUSES } from '@portal/contract';
import { tsr } from '../../api/client';
import { faultRegistrationKeys, useFaultRegistration } from '../../api/queries/fault-registrations';
import { recordText } from '../../lib/page-tag';
import { recordSave, SelectField, TextareaField, TextField } from '../../ui/form';
import { SectionCard } from '../../ui/section-card';
import { RegistrationElevatorSection, registrationFormPage } from '../../ui/service-application';
import { EMPTY_FAULT, faultFormSchema, valuesFromFault } from './fault-form';
import { FAULT_KIND } from './fault-kind';
import { useFaultRegistrationText } from './messages';

/** A fault's sections: the elevator and time, the fault, its handling. */
function FaultFields() {
  const t = useFaultRegistrationText();
  return (
    <>
      <RegistrationElevatorSection text={t}>
        <TextField name="faultAt" type="datetime-local" label={t('field.faultAt')} />
      </RegistrationElevatorSection>
      <SectionCard title={t('form.fault')}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <SelectField name="faultCause" label={t('field.faultCause')} options={FAULT_CAUSES} emptyLabel={t('common.choose')} />
          <TextareaField name="faultDescription" label={t('field.faultDescription')} maxLength={1000} gridColumn={{ md: 'span 2' }} />
        </SimpleGrid>
      </SectionCard>
      <SectionCard title={t('form.handling')}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField name="recoveredAt" type="datetime-local" label={t('field.recoveredAt')} />
          <TextField name="handler" label={t('field.handler')} maxLength={50} />
          <TextareaField name="handling" label={t('field.handling')} maxLength={1000} gridColumn={{ md: 'span 2' }} />
        </SimpleGrid>
      </SectionCard>
    </>
  );
}

/** 登记故障 (new) or, with `?id=`, its correction and recovery. */
export const FaultFormPage = registrationFormPage({
  kind: FAULT_KIND,
  useText: useFaultRegistrationText,
  useRecord: useFaultRegistration,
  useSave: () => recordSave(tsr.faultRegistrations.create.useMutation({ meta: { silent: true } }), tsr.faultRegistrations.update.useMutation({ meta: { silent: true } })),
  schema: faultFormSchema,
  initialOf: (record) => (record ? valuesFromFault(record) : EMPTY_FAULT),
  tag: (record) => recordText(record?.equipmentName, record?.faultAt.slice(0, 10)),
  invalidates: faultRegistrationKeys.all,
  fields: FaultFields,
});
