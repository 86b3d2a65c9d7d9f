import { Button, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import type { ProcessingDetail } from '@portal/contract';
import { tsr } from '../../api/client';
import { DateField, FormFrame, TextareaField, useContractForm } from '../../ui/form';
import { useInspectionProcessingText } from './messages';
import { ResultCheckItems } from './result-check-items';
import { needsDeadline, resultFormSchema, resultFormValues, resultStageOf } from './result-form-schema';
import { ResultItemFields } from './result-item-fields';
import { useMoved } from './use-moved';

/**
 * 录入检验结果: a conclusion and next date per item (its rule's, or another with a reason). In 复检 the conclusions are the re-inspection's;
 * a failed first inspection also asks for the rectification deadline of its opinion notice.
 */
export function ResultForm({ application }: { application: ProcessingDetail }) {
  const t = useInspectionProcessingText();
  const moved = useMoved(application.id);
  const mutation = tsr.inspectionProcessing.recordResult.useMutation({ meta: { silent: true } });
  const stage = resultStageOf(application.state);
  const contractForm = useContractForm(resultFormSchema(stage, application), { defaultValues: resultFormValues(application, stage) });
  const asksDeadline = needsDeadline(contractForm.form.watch('results'), stage);
  const submit = contractForm.handle(async (checked) => {
    moved(await mutation.mutateAsync({ params: { id: application.id }, body: checked }), 'notice.recorded');
  });
  const title = stage === 'reinspection' ? t('action.reinspectionResult') : t('action.result');
  return (
    <FormFrame form={contractForm}>
      <Stack gap="4" maxW="4xl" data-testid="result-form">
        <Text fontWeight="medium">{title}</Text>
        {stage === 'reinspection' && (
          <Text fontSize="sm" color="gray.600">
            {t('action.reinspectionResultHint')}
          </Text>
        )}
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
          <DateField name="checkDate" label={t('field.checkDate')} />
        </Grid>
        {application.items.map((item, index) => (
          <Stack key={item.itemId} gap="2">
            <ResultItemFields application={application} item={item} index={index} stage={stage} form={contractForm.form} />
            <ResultCheckItems item={item} index={index} />
          </Stack>
        ))}
        {asksDeadline && (
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4" alignItems="end" data-testid="rectify-deadline">
            <DateField name="rectifyDeadline" label={t('field.rectifyDeadline')} />
            <Text fontSize="sm" color="orange.700" pb="2">
              {t('action.deadlineHint')}
            </Text>
          </Grid>
        )}
        <TextareaField name="remark" label={t('field.resultRemark')} maxLength={500} />
        <HStack>
          <Button size="sm" colorPalette="blue" loading={mutation.isPending} onClick={() => void submit()} data-testid="result-submit">
            {title}
          </Button>
        </HStack>
      </Stack>
    </FormFrame>
  );
}
