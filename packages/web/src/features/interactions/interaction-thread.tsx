import { Button, Link, Stack } from '@chakra-ui/react';
import { INTERACTION_TOPICS, type InteractionDetail, type InteractionMessageBody, type InteractionSide } from '@portal/contract';
import { skipToken, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { LuArrowLeft } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { tsr } from '../../api/client';
import { interactionKeys } from '../../api/queries/interactions';
import { shortDateTime } from '../../lib/dates';
import { problemText } from '../../lib/problem-text';
import { MESSAGE_PAGE_PATH } from '../../routes/paths';
import { ConfirmDialog } from '../../ui/dialog';
import { InfoGrid } from '../../ui/info-grid';
import { QueryView } from '../../ui/query-states';
import { SectionCard } from '../../ui/section-card';
import { notify } from '../../ui/toaster';
import { InteractionStateBadge } from './interaction-badges';
import { MessageBubble } from './message-bubble';
import { useInteractionText } from './messages';
import { ReplyForm } from './reply-form';
import { useRecordTagTitle } from '../../lib/page-tag';
import { useI18n } from '../../i18n/i18n';
import { InfoNote } from '../../ui/info-note';

function ThreadView({ thread, side, onSend, sending, onClose }: { thread: InteractionDetail; side: InteractionSide; onSend: (body: InteractionMessageBody) => Promise<unknown>; sending: boolean; onClose?: () => void }) {
  const t = useInteractionText();
  const { label } = useI18n();
  useRecordTagTitle(thread.subject);
  return (
    <Stack gap="4" data-testid="interaction-thread">
      <SectionCard
        title={thread.subject}
        actions={
          onClose &&
          thread.state === 'open' && (
            <Button size="sm" variant="outline" colorPalette="red" onClick={onClose} data-testid="interaction-close">
              {t('thread.close')}
            </Button>
          )
        }
      >
        <InfoGrid
          items={[
            { key: 'topic', label: t('field.topic'), value: label(INTERACTION_TOPICS, thread.topic) },
            { key: 'related', label: t('field.related'), value: thread.relatedLabel },
            { key: 'unitName', label: t('field.unitName'), value: thread.unitName },
            { key: 'state', label: t('field.state'), value: <InteractionStateBadge state={thread.state} /> },
            { key: 'createdAt', label: t('field.createdAt'), value: shortDateTime(thread.createdAt) },
            { key: 'lastMessageAt', label: t('field.lastMessageAt'), value: shortDateTime(thread.lastMessageAt) },
          ]}
        />
      </SectionCard>
      <SectionCard title={t('thread.messages')} testId="interaction-messages">
        <Stack gap="4">
          {thread.messages.map((message) => (
            <MessageBubble key={message.id} message={message} viewer={side} threadId={thread.id} />
          ))}
        </Stack>
      </SectionCard>
      {thread.state === 'open' ? (
        <SectionCard title={t('thread.replyTitle')}>
          <ReplyForm onSend={onSend} pending={sending} />
        </SectionCard>
      ) : (
        <InfoNote>{t('thread.closedHint')}</InfoNote>
      )}
    </Stack>
  );
}

/**
 * One thread of the role's side. Opening it marks the other side's messages read (the gateway
 * does), so the unread counts and lists are asked again once it has loaded.
 */
export function InteractionThread({ id, side }: { id: string; side: InteractionSide }) {
  const t = useInteractionText();
  const client = useQueryClient();
  const desk = side === 'institute';
  const queryData = id ? { params: { id } } : skipToken;
  const own = tsr.interactions.get.useQuery({ queryKey: interactionKeys.thread('enterprise', id), queryData: desk ? skipToken : queryData, meta: { silent: true } });
  const deskThread = tsr.interactions.deskGet.useQuery({ queryKey: interactionKeys.thread('institute', id), queryData: desk ? queryData : skipToken, meta: { silent: true } });
  const query = desk ? deskThread : own;
  const send = tsr.interactions.send.useMutation({ meta: { silent: true } });
  const reply = tsr.interactions.reply.useMutation({ meta: { silent: true } });
  const close = tsr.interactions.close.useMutation({ meta: { silent: true } });
  const [closing, setClosing] = useState(false);

  useEffect(() => {
    if (query.dataUpdatedAt === 0) return;
    void client.invalidateQueries({ queryKey: interactionKeys.unread() });
    void client.invalidateQueries({ queryKey: interactionKeys.lists() });
  }, [client, query.dataUpdatedAt]);

  const updated = (response: { body: InteractionDetail }) => client.setQueryData(interactionKeys.thread(side, id), { ...response, status: 200 });

  const onSend = async (body: InteractionMessageBody) => {
    const response = desk ? await reply.mutateAsync({ params: { id }, body }) : await send.mutateAsync({ params: { id }, body });
    updated(response);
    notify('success', t('thread.sent'));
  };

  const confirmClose = async () => {
    try {
      updated(await close.mutateAsync({ params: { id } }));
      notify('success', t('thread.closed'));
    } catch (error) {
      notify('error', problemText(error, t('common.serverError')));
    } finally {
      setClosing(false);
    }
  };

  return (
    <Stack gap="4">
      <Link asChild color="blue.600" fontSize="sm">
        <RouterLink to={MESSAGE_PAGE_PATH}>
          <LuArrowLeft /> {t('thread.back')}
        </RouterLink>
      </Link>
      <QueryView query={query}>
        {() =>
          query.data && (
            <ThreadView
              thread={query.data.body}
              side={side}
              onSend={onSend}
              sending={send.isPending || reply.isPending}
              onClose={desk ? () => setClosing(true) : undefined}
            />
          )
        }
      </QueryView>
      <ConfirmDialog open={closing} danger pending={close.isPending} confirmLabel={t('thread.close')} onConfirm={() => void confirmClose()} onCancel={() => setClosing(false)}>
        {t('thread.closeConfirm')}
      </ConfirmDialog>
    </Stack>
  );
}
