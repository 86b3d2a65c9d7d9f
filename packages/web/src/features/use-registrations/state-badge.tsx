import { Badge } from '@chakra-ui/react';
import { labelOf, USE_REGISTRATION_STATES } from '@portal/contract';

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
  return <Badge colorPalette={COLOURS[state] ?? 'gray'}>{labelOf(USE_REGISTRATION_STATES, state)}</Badge>;
}
