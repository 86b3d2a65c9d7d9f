import { Icon, Text, Timeline } from '@chakra-ui/react';
import { HISTORY_OPERATORS, HISTORY_REMARKS, USE_REGISTRATION_STATES } from '@portal/contract';
import { LuCheck, LuCircleDot, LuClock } from 'react-icons/lu';
import { useI18n } from '../../../i18n/i18n';
import { shortDateTime } from '../../../lib/dates';
import { useStateText } from '../../../ui/state-timeline';
import { useUseRegistrationText } from '../messages';
import type { TimelineStep } from './state-timeline';

const INDICATOR = {
  done: { icon: LuCheck, bg: 'green.500', color: 'white' },
  current: { icon: LuCircleDot, bg: 'blue.500', color: 'white' },
  pending: { icon: LuClock, bg: 'gray.100', color: 'gray.400' },
} as const;

/** The application's progress: what happened, where it stands, what is still to come (the platform's remarks in the user's language). */
export function StateTimelineView({ steps }: { steps: readonly TimelineStep[] }) {
  const t = useUseRegistrationText();
  const { known } = useI18n();
  const stateText = useStateText(USE_REGISTRATION_STATES);
  return (
    <Timeline.Root size="md" variant="subtle" data-testid="state-timeline">
      {steps.map((step, index) => {
        const look = INDICATOR[step.status];
        return (
          <Timeline.Item key={`${step.state}-${index}`} data-status={step.status}>
            <Timeline.Connector>
              <Timeline.Separator />
              <Timeline.Indicator bg={look.bg} color={look.color}>
                <Icon as={look.icon} />
              </Timeline.Indicator>
            </Timeline.Connector>
            <Timeline.Content>
              <Timeline.Title color={step.status === 'pending' ? 'gray.500' : undefined} fontWeight={step.status === 'current' ? 'semibold' : 'medium'}>
                {stateText(step)}
              </Timeline.Title>
              <Timeline.Description>
                {step.status === 'pending' ? t('timeline.pending') : [shortDateTime(step.at), step.operator ? t('timeline.by', { name: known(HISTORY_OPERATORS, step.operator) }) : ''].filter(Boolean).join('　')}
              </Timeline.Description>
              {step.remark && (
                <Text fontSize="sm" color="gray.700" bg="gray.50" px="2" py="1" borderRadius="sm">
                  {known(HISTORY_REMARKS, step.remark)}
                </Text>
              )}
            </Timeline.Content>
          </Timeline.Item>
        );
      })}
    </Timeline.Root>
  );
}
