import { Grid, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { TextFn } from '../lib/text';
import type { FlowLogType } from '../routes/paths';
import { FlowLogLink } from './flow-log-link';
import { StateTimeline, type TimelineStep } from './state-timeline';

type ProgressOpinionKey = 'detail.timeline' | 'detail.opinion' | 'detail.noOpinion' | 'timeline.pending' | 'timeline.by';

type ProgressOpinionProps = {
  /** The feature's texts; every reviewed application names these the same. */
  text: TextFn<ProgressOpinionKey>;
  /** The record whose 流转日志 the timeline links to. */
  flowLog: { type: FlowLogType; id: string };
  opinion: string | null | undefined;
  steps: readonly TimelineStep[];
  states: Parameters<typeof StateTimeline>[0]['states'];
  /** The opinion's background (a returned application shows it in orange). */
  opinionBg?: string;
  opinionTestId: string;
  /** Under the opinion. */
  children?: ReactNode;
};

/**
 * An application's progress (its timeline with the 流转日志 link) beside the reviewer's opinion,
 * the pair every reviewed application's detail page opens with.
 */
export function ProgressOpinion({ text: t, flowLog, opinion, steps, states, opinionBg = 'gray.50', opinionTestId, children }: ProgressOpinionProps) {
  return (
    <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="6">
      <Stack gap="2">
        <HStack justify="space-between" gap="3">
          <Text fontWeight="medium">{t('detail.timeline')}</Text>
          <FlowLogLink type={flowLog.type} id={flowLog.id} />
        </HStack>
        <StateTimeline steps={steps} states={states} pendingText={t('timeline.pending')} byText={(name) => t('timeline.by', { name })} />
      </Stack>
      <Stack gap="3">
        <Text fontWeight="medium">{t('detail.opinion')}</Text>
        <Text
          fontSize="sm"
          p="3"
          bg={opinionBg}
          borderRadius="md"
          whiteSpace="pre-wrap"
          color={opinion ? 'gray.800' : 'gray.500'}
          data-testid={opinionTestId}
        >
          {opinion || t('detail.noOpinion')}
        </Text>
        {children}
      </Stack>
    </Grid>
  );
}
