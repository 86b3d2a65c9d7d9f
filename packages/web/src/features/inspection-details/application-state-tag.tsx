import { Badge } from '@chakra-ui/react';
import { INSPECTION_APPLICATION_STATES, labelOf, type InspectionApplicationState } from '@portal/contract';

export function ApplicationStateTag({ state }: { state: InspectionApplicationState }) {
  const colour = state === 'opinion_notice' ? 'red' : state === 'report_issued' || state === 'archived' ? 'green' : 'blue';
  return <Badge colorPalette={colour}>{labelOf(INSPECTION_APPLICATION_STATES, state)}</Badge>;
}
