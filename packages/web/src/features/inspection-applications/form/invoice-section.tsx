import { Box, SimpleGrid } from '@chakra-ui/react';
import { REPORT_PICKUPS } from '@portal/contract';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { CheckboxField, SelectField, TextareaField, TextField } from '../../../ui/form';
import { SectionCard } from '../../../ui/section-card';
import { useInspectionApplicationText } from '../messages';

/**
 * 开票与报告 of both application forms, the unit's and the public one opened by auth code: the
 * invoice's title and tax number, how the report is picked up (an address when by express),
 * urgency and remark. `children` sits after the tax number (the unit's form looks titles up there).
 */
export function InvoiceSection({ wide, children }: { wide?: boolean; children?: ReactNode }) {
  const t = useInspectionApplicationText();
  const pickup = useWatch({ name: 'reportPickup' });
  return (
    <SectionCard title={t('form.invoiceSection')}>
      <SimpleGrid columns={wide ? { base: 1, md: 2, xl: 3 } : { base: 1, md: 2 }} gap="4">
        <TextField name="invoiceTitle" label={t('field.invoiceTitle')} maxLength={100} />
        <TextField name="taxNo" label={t('field.taxNo')} maxLength={20} />
        {children}
        <SelectField name="reportPickup" label={t('field.reportPickup')} options={REPORT_PICKUPS} />
        {pickup === 'express' && <TextField name="expressAddress" label={t('field.expressAddress')} maxLength={200} />}
      </SimpleGrid>
      <Box mt="4">
        <CheckboxField name="urgent">{t('field.urgent')}</CheckboxField>
      </Box>
      <Box mt="4">
        <TextareaField name="remark" label={t('field.remark')} maxLength={500} />
      </Box>
    </SectionCard>
  );
}
