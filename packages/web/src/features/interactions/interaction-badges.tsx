import { Badge, VisuallyHidden } from '@chakra-ui/react';
import { INTERACTION_STATES, type InteractionState } from '@portal/contract';
import { useInteractionText } from './messages';
import { useI18n } from '../../i18n/i18n';

export function InteractionStateBadge({ state }: { state: InteractionState }) {
  const { label } = useI18n();
  return <Badge colorPalette={state === 'open' ? 'green' : 'gray'}>{label(INTERACTION_STATES, state)}</Badge>;
}

/** The other side's messages not read yet; nothing when there are none. */
export function UnreadBadge({ count }: { count: number }) {
  const t = useInteractionText();
  if (count === 0) return null;
  return (
    <Badge colorPalette="red" variant="solid" data-testid="unread-badge">
      {count > 99 ? '99+' : count}
      <VisuallyHidden>{t('unread.suffix')}</VisuallyHidden>
    </Badge>
  );
}
