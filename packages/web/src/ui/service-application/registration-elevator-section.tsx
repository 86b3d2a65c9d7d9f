import { SimpleGrid } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useElevatorOptions } from '../elevator-options';
import { SelectField, TextField } from '../form';
import { SectionCard } from '../section-card';
import type { RegistrationText } from './registration-kind';

/**
 * A registration's first section: which of the unit's elevators (by registration code) and
 * where, then the kind's own fields of the moment (`children`, the fault's time).
 */
export function RegistrationElevatorSection({ text: t, children }: { text: RegistrationText; children?: ReactNode }) {
  const elevators = useElevatorOptions();
  return (
    <SectionCard title={t('form.equipment')}>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        <SelectField name="registerCode" label={t('field.registerCode')} options={elevators} emptyLabel={t('common.choose')} helper={t('form.elevatorHint')} />
        <TextField name="place" label={t('field.place')} maxLength={200} />
        {children}
      </SimpleGrid>
    </SectionCard>
  );
}
