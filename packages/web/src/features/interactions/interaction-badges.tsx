import { Badge, VisuallyHidden } from '@chakra-ui/react';
import { INTERACTION_STATES, labelOf, type InteractionState } from '@portal/contract';
import { useInteractionText } from './messages';

export function InteractionStateBadge({ state }: { state: InteractionState }) {
  return <Badge colorPalette={state === 'open' ? 'green' : 'gray'}>{labelOf(INTERACTION_STATES, state)}</Badge>;
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
