import { Grid, Stack, Text } from '@chakra-ui/react';
import { conclusionsForCategory, INSPECTION_CONCLUSIONS, isIsoDay, type InspectionStage, type ProcessingDetail } from '@portal/contract';
import { useEffect, useRef } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useI18n } from '../../i18n/i18n';
import { DateField, SelectField, TextareaField } from '../../ui/form';
import { useInspectionProcessingText } from './messages';
import { itemNextCheckRule, type CheckedResult, type ResultFormValues } from './result-form-schema';

type ItemProps = {
  application: ProcessingDetail;
  item: ProcessingDetail['items'][number];
  index: number;
  stage: InspectionStage;
  form: UseFormReturn<ResultFormValues, unknown, CheckedResult>;
};

/**
 * One item of the result form: its conclusion and next check date, the rule the date came from
 * (「依据：…」), and a required reason once the date is moved off the rule's
 * (docs/inspection-processing.md, "Next inspection dates").
 */
export function ResultItemFields({ application, item, index, stage, form }: ItemProps) {
  const t = useInspectionProcessingText();
  const { locale } = useI18n();
  const [checkDate, conclusion, nextCheckDate] = useWatch({
    control: form.control,
    name: ['checkDate', `results.${index}.conclusion`, `results.${index}.nextCheckDate`],
  });
  const rule = itemNextCheckRule(application, item, conclusion);
  const proposed = isIsoDay(checkDate) ? rule.date(checkDate) : null;
  // A new check date (or a graded conclusion) moves the proposal, and the date with it.
  const lastProposed = useRef(proposed);
  useEffect(() => {
    if (lastProposed.current === proposed) return;
    lastProposed.current = proposed;
    form.setValue(`results.${index}.nextCheckDate`, proposed, { shouldValidate: form.formState.isSubmitted });
  }, [form, index, proposed]);
  const overridden = (nextCheckDate || null) !== proposed;
  return (
    <Stack gap="2" data-testid="result-item">
      <Grid templateColumns={{ base: '1fr', md: '2fr 1fr 1fr' }} gap="4" alignItems="start">
        <Text pt="8">
          {item.equipmentName} <Text as="span" color="gray.500" fontFamily="mono">{item.registerCode}</Text>
        </Text>
        <SelectField
          name={`results.${index}.conclusion`}
          label={t('field.conclusion')}
          options={INSPECTION_CONCLUSIONS.filter((option) => conclusionsForCategory(item.categoryCode, stage).includes(option.code))}
        />
        <Stack gap="1">
          <DateField name={`results.${index}.nextCheckDate`} label={t('field.nextCheckDate')} />
          <Text fontSize="xs" color="gray.600" data-testid="next-check-rule">
            {t('nextCheck.basis', { rule: locale === 'en-US' ? rule.ruleTextEn : rule.ruleText })}
          </Text>
        </Stack>
      </Grid>
      {overridden && (
        <Stack gap="1" data-testid="next-check-reason">
          <Text fontSize="sm" color="orange.700">
            {t('nextCheck.reasonHint')}
          </Text>
          <TextareaField name={`results.${index}.nextCheckReason`} label={t('field.nextCheckReason')} maxLength={200} />
        </Stack>
      )}
    </Stack>
  );
}
