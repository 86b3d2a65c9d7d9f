import { Badge } from '@chakra-ui/react';
import { USE_REGISTRATION_STATES } from '@portal/contract';
import { useI18n } from '../../i18n/i18n';

const COLOURS: Record<string, string> = {
  draft: 'gray',
  submitted: 'blue',
  accepted: 'cyan',
  returned: 'orange',
  reviewing: 'purple',
  issued: 'green',
  refused: 'red',
  withdrawn: 'gray',
};

export function RegistrationStateBadge({ state }: { state: string }) {
  const { label } = useI18n();
  return <Badge colorPalette={COLOURS[state] ?? 'gray'}>{label(USE_REGISTRATION_STATES, state)}</Badge>;
}
