import { Badge } from '@chakra-ui/react';
import { ACCOUNT_STATES } from '@portal/contract';
import { useI18n } from '../../i18n/i18n';

export function AccountStateBadge({ state }: { state: string }) {
  const { label } = useI18n();
  return <Badge colorPalette={state === 'enabled' ? 'green' : 'gray'}>{label(ACCOUNT_STATES, state)}</Badge>;
}
