import { Badge } from '@chakra-ui/react';
import { INSPECTION_APPLICATION_STATES, type InspectionApplicationState } from '@portal/contract';
import { useI18n } from '../../i18n/i18n';

const COLOURS: Partial<Record<InspectionApplicationState, string>> = {
  submitted: 'blue',
  returned: 'orange',
  awaiting_payment: 'yellow',
  paid: 'teal',
  accepted: 'teal',
  scheduled: 'purple',
  reporting: 'purple',
  inspecting: 'purple',
  opinion_notice: 'red',
  rectification_feedback: 'orange',
  reinspection: 'purple',
  report_issued: 'green',
  archived: 'gray',
  cancelled: 'gray',
};

export function InspectionApplicationStateBadge({ state }: { state: InspectionApplicationState }) {
  const { label } = useI18n();
  return (
    <Badge colorPalette={COLOURS[state] ?? 'gray'} variant="subtle" data-state={state}>
      {label(INSPECTION_APPLICATION_STATES, state)}
    </Badge>
  );
}
