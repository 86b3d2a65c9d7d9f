import { Badge } from '@chakra-ui/react';
import { INSPECTION_APPLICATION_STATES, labelOf, type InspectionApplicationState } from '@portal/contract';

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

export function ApplicationStateBadge({ state }: { state: InspectionApplicationState }) {
  return (
    <Badge colorPalette={COLOURS[state] ?? 'gray'} variant="subtle" data-state={state}>
      {labelOf(INSPECTION_APPLICATION_STATES, state)}
    </Badge>
  );
}
