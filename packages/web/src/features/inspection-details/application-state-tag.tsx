import { Badge } from '@chakra-ui/react';
import { INSPECTION_APPLICATION_STATES, type InspectionApplicationState } from '@portal/contract';
import { useI18n } from '../../i18n/i18n';

export function InspectionApplicationStateTag({ state }: { state: InspectionApplicationState }) {
  const { label } = useI18n();
  const colour = state === 'opinion_notice' ? 'red' : state === 'report_issued' || state === 'archived' ? 'green' : 'blue';
  return <Badge colorPalette={colour}>{label(INSPECTION_APPLICATION_STATES, state)}</Badge>;
}
