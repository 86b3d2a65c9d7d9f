import { Badge } from '@chakra-ui/react';
import { ACCOUNT_STATES, labelOf } from '@portal/contract';

export function AccountStateBadge({ state }: { state: string }) {
  return <Badge colorPalette={state === 'enabled' ? 'green' : 'gray'}>{labelOf(ACCOUNT_STATES, state)}</Badge>;
}
