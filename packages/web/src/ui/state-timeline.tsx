import { Icon, Text, Timeline } from '@chakra-ui/react';
import { HISTORY_OPERATORS, HISTORY_REMARKS } from '@portal/contract';
import { LuCheck, LuCircleDot, LuClock } from 'react-icons/lu';
import { useI18n, type Labelled } from '../i18n/i18n';
import { shortDateTime } from '../lib/dates';

export type TimelineStep = {
  state: string;
  label: string;
  status: 'done' | 'current' | 'pending';
  at?: string;
  operator?: string | null;
  remark?: string | null;
};

export type HistoryEntry = { state: string; stateLabel: string; at: string; operator: string | null; remark: string | null };

/**
 * A record's history as timeline steps: what happened (oldest first), where it stands (added when the
 * history does not show it yet), and `ahead`, the states still to come on its main path.
 */
export function historyTimeline(
  history: readonly HistoryEntry[],
  current: { state: string; label: string; at: string },
  ahead: readonly { state: string; label: string }[],
): TimelineStep[] {
  const past: TimelineStep[] = [...history]
    .sort((a, b) => a.at.replace('T', ' ').localeCompare(b.at.replace('T', ' ')))
    .map((item) => ({ state: item.state, label: item.stateLabel, status: 'done', at: item.at, operator: item.operator, remark: item.remark }));
  const last = past.at(-1);
  if (last && last.state === current.state) last.status = 'current';
  else past.push({ state: current.state, label: current.label, status: 'current', at: current.at });
  return [...past, ...ahead.map<TimelineStep>((step) => ({ ...step, status: 'pending' }))];
}

/** The states ahead of `state` on `mainPath`, following a state machine's allowed moves. */
export function statesAheadOn<S extends string>(machine: Record<S, readonly S[]>, mainPath: readonly S[], state: S): S[] {
  const ahead: S[] = [];
  let current = state;
  for (;;) {
    const next = machine[current].find((candidate) => mainPath.includes(candidate) && !ahead.includes(candidate) && candidate !== state);
    if (!next) return ahead;
    ahead.push(next);
    current = next;
  }
}

const INDICATOR = {
  done: { icon: LuCheck, bg: 'green.500', color: 'white' },
  current: { icon: LuCircleDot, bg: 'blue.500', color: 'white' },
  pending: { icon: LuClock, bg: 'gray.100', color: 'gray.400' },
} as const;

type StateTimelineProps = {
  steps: readonly TimelineStep[];
  /** The record's value list of states: a step is named by its code in the user's language. */
  states: readonly Labelled[];
  pendingText: string;
  byText: (name: string) => string;
};

/**
 * A record's progress: what happened, where it stands, what is still to come. The platform's own
 * remarks and operators (已受理, 系统) are shown in the user's language, a remark a person typed as typed.
 */
export function StateTimeline({ steps, states, pendingText, byText }: StateTimelineProps) {
  const { known } = useI18n();
  const stateText = useStateText(states);
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
                {step.status === 'pending' ? pendingText : [shortDateTime(step.at), step.operator ? byText(known(HISTORY_OPERATORS, step.operator)) : ''].filter(Boolean).join('　')}
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

/** A step's state in the user's language: by its code in `states`, or the label it came with for a code the list does not know. */
export function useStateText(states: readonly Labelled[]): (step: { state: string; label: string }) => string {
  const { label } = useI18n();
  return (step) => (states.some((option) => option.code === step.state) ? label(states, step.state) : step.label);
}
