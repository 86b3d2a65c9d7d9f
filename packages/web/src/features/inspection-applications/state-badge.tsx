import { Badge } from '@chakra-ui/react';
import { INSPECTION_APPLICATION_STATES, PAYMENT_STATES } from '@portal/contract';
import { useI18n } from '../../i18n/i18n';

const COLOURS: Record<string, string> = {
  draft: 'gray',
  submitted: 'blue',
  returned: 'orange',
  awaiting_payment: 'yellow',
  paid: 'teal',
  accepted: 'cyan',
  scheduled: 'cyan',
  inspecting: 'purple',
  opinion_notice: 'red',
  rectification_feedback: 'orange',
  reinspection: 'purple',
  reporting: 'purple',
  report_issued: 'green',
  archived: 'green',
  cancelled: 'gray',
};

export function InspectionApplicationStateBadge({ state }: { state: string }) {
  const { label } = useI18n();
  return (
    <Badge colorPalette={COLOURS[state] ?? 'gray'} data-state={state}>
      {label(INSPECTION_APPLICATION_STATES, state)}
    </Badge>
  );
}

const PAYMENT_COLOURS: Record<string, string> = { unpaid: 'gray', paying: 'yellow', paid: 'green' };

export function PaymentStateBadge({ state }: { state: string }) {
  const { label } = useI18n();
  return (
    <Badge variant="outline" colorPalette={PAYMENT_COLOURS[state] ?? 'gray'}>
      {label(PAYMENT_STATES, state)}
    </Badge>
  );
}
