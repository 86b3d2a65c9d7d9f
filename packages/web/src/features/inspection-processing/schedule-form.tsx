import { Button, Grid, HStack, Stack } from '@chakra-ui/react';
import { ZScheduleBodySchema, type ProcessingDetail } from '@portal/contract';
import { tsr } from '../../api/client';
import { todayIso } from '../../lib/dates';
import { DateField, FormFrame, TextField, useContractForm } from '../../ui/form';
import { useInspectionProcessingText } from './messages';
import { useMoved } from './use-moved';

/** The visit a schedule sets: the first one (约检, again while still scheduled) or the re-inspection after the rectification (安排复检). */
export type ScheduleVisit = 'first' | 'reinspection';

const WORDS = {
  first: { date: 'field.scheduledDate', submit: 'action.schedule', notice: 'notice.scheduled', testId: 'schedule' },
  reinspection: { date: 'field.reinspectionDate', submit: 'action.scheduleReinspection', notice: 'notice.reinspectionScheduled', testId: 'reinspection' },
} as const satisfies Record<ScheduleVisit, Record<'date' | 'submit' | 'notice' | 'testId', string>>;

/** The first visit defaults to the date the unit wished for; a re-inspection to today, both by the inspector already named. */
function defaultsOf(application: ProcessingDetail, visit: ScheduleVisit) {
  const inspector = application.schedule?.inspector ?? '';
  if (visit === 'reinspection') return { scheduledDate: todayIso(), inspector };
  return { scheduledDate: application.schedule?.scheduledDate ?? application.wishedDate ?? todayIso(), inspector };
}

/** The date and inspector of a visit, sent by the move of that visit (schedule or scheduleReinspection). */
export function ScheduleForm({ application, visit }: { application: ProcessingDetail; visit: ScheduleVisit }) {
  const t = useInspectionProcessingText();
  const moved = useMoved(application.id);
  // One hook either way: a mounted form keeps its visit (another state renders another form).
  const route = visit === 'first' ? tsr.inspectionProcessing.schedule : tsr.inspectionProcessing.scheduleReinspection;
  const mutation = route.useMutation({ meta: { silent: true } });
  const words = WORDS[visit];
  const contractForm = useContractForm(ZScheduleBodySchema, { defaultValues: defaultsOf(application, visit) });
  const submit = contractForm.handle(async (checked) => {
    moved(await mutation.mutateAsync({ params: { id: application.id }, body: checked }), words.notice);
  });
  return (
    <FormFrame form={contractForm}>
      <Stack gap="4" maxW="3xl" data-testid={`${words.testId}-form`}>
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
          <DateField name="scheduledDate" label={t(words.date)} />
          <TextField name="inspector" label={t('field.inspector')} maxLength={50} />
        </Grid>
        <HStack>
          <Button size="sm" colorPalette="blue" loading={mutation.isPending} onClick={() => void submit()} data-testid={`${words.testId}-submit`}>
            {t(visit === 'first' && application.schedule ? 'action.reschedule' : words.submit)}
          </Button>
        </HStack>
      </Stack>
    </FormFrame>
  );
}
