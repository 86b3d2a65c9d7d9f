import { EmptyState, Stack } from '@chakra-ui/react';
import { LuMessageSquareOff } from 'react-icons/lu';
import { useSearchParams } from 'react-router-dom';
import { useUser } from '../../session/session-state';
import { InteractionList } from './interaction-list';
import { InteractionThread } from './interaction-thread';
import { messageSide } from './message-side';
import { useInteractionText } from './messages';
import { NewThreadForm } from './new-thread-form';

function NoMessages() {
  const t = useInteractionText();
  return (
    <EmptyState.Root data-testid="interaction-none">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuMessageSquareOff />
        </EmptyState.Indicator>
        <EmptyState.Title>{t('page.noAccess')}</EmptyState.Title>
        <EmptyState.Description>{t('page.noAccessHint')}</EmptyState.Description>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/**
 * /message_page (互动留言): the institute's desk for a role with `inspection:review`, the unit's
 * threads for one with `service:self`, else a note and no call. The query picks the view: a thread
 * (`?id=`), the new-thread form (`?new=1`, or a record passed as `?topic=…&relatedId=…`), the list.
 */
export function MessagePage() {
  const [search] = useSearchParams();
  const side = messageSide(useUser().menuIds);
  if (side === null) return <NoMessages />;
  const id = search.get('id')?.trim() ?? '';
  const composing = side === 'enterprise' && (search.has('new') || search.has('topic'));
  return (
    <Stack gap="4" data-testid="message-page" data-side={side}>
      {id ? <InteractionThread id={id} side={side} /> : composing ? <NewThreadForm /> : <InteractionList desk={side === 'institute'} />}
    </Stack>
  );
}
