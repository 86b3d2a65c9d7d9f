import { HStack, Link, Text } from '@chakra-ui/react';
import {
  INTERACTION_STATES,
  INTERACTION_TOPICS,
  type Interaction,
  type InteractionDeskQuery,
  type InteractionQuery,
} from '@portal/contract';
import { Link as RouterLink } from 'react-router-dom';
import { tsr } from '../../api/client';
import { interactionKeys } from '../../api/queries/interactions';
import { shortDateTime } from '../../lib/dates';
import { EmptyData } from '../../ui/query-states';
import { defineList, listFrame, ListPage, NewRecordButton, useListQuery, type ColumnDef, type FilterDef } from '../../ui/list-page';
import { InteractionStateBadge, UnreadBadge } from './interaction-badges';
import { useInteractionText, type InteractionTextKey } from './messages';
import { threadUrl, NEW_THREAD_URL } from './message-urls';
import { ValueLabel } from '../../ui/value-label';

type UnitKey = 'keyword' | 'topic' | 'unreadOnly';
type DeskKey = 'keyword' | 'unitName' | 'state' | 'unreadOnly';

const UNREAD_ONLY = [{ code: 'true', label: '仅看未读', en: 'Unread only' }] as const;

const UNIT_FILTERS: readonly FilterDef<UnitKey, InteractionTextKey>[] = [
  { kind: 'text', key: 'keyword', label: 'list.keyword', maxLength: 100 },
  { kind: 'option', key: 'topic', label: 'field.topic', options: INTERACTION_TOPICS },
  { kind: 'option', key: 'unreadOnly', label: 'list.unreadOnly', options: UNREAD_ONLY },
];

const DESK_FILTERS: readonly FilterDef<DeskKey, InteractionTextKey>[] = [
  { kind: 'text', key: 'keyword', label: 'list.keyword', maxLength: 100 },
  { kind: 'text', key: 'unitName', label: 'field.unitName', maxLength: 100 },
  { kind: 'option', key: 'state', label: 'field.state', options: INTERACTION_STATES },
  { kind: 'option', key: 'unreadOnly', label: 'list.unreadOnly', options: UNREAD_ONLY },
];

const UNIT_LIST = defineList<InteractionQuery, UnitKey, InteractionTextKey>({ filters: UNIT_FILTERS, sort: '' });
const DESK_LIST = defineList<InteractionDeskQuery, DeskKey, InteractionTextKey>({ filters: DESK_FILTERS, sort: '' });

const columns = (desk: boolean): readonly ColumnDef<Interaction, InteractionTextKey>[] => [
  {
    key: 'subject',
    header: 'field.subject',
    wrap: true,
    minW: '48',
    sortKey: 'subject',
    cell: (item) => (
      <HStack gap="2">
        <Link asChild color="blue.600" fontWeight={item.unread > 0 ? 'semibold' : undefined}>
          <RouterLink to={threadUrl(item.id)}>{item.subject}</RouterLink>
        </Link>
        <UnreadBadge count={item.unread} />
      </HStack>
    ),
  },
  ...(desk ? [{ key: 'unitName', header: 'field.unitName' as const, wrap: true, cell: (item: Interaction) => item.unitName }] : []),
  {
    key: 'topic',
    header: 'field.topic',
    cell: (item) => (
      <>
        <ValueLabel list={INTERACTION_TOPICS} code={item.topic} />
        {item.relatedLabel ? ` · ${item.relatedLabel}` : ''}
      </>
    ),
  },
  {
    key: 'excerpt',
    header: 'field.excerpt',
    wrap: true,
    minW: '56',
    cell: (item) => (
      <Text lineClamp={2} color="gray.600">
        {item.excerpt}
      </Text>
    ),
  },
  { key: 'state', header: 'field.state', cell: (item) => <InteractionStateBadge state={item.state} /> },
  { key: 'lastMessageAt', header: 'field.lastMessageAt', sortKey: 'lastMessageAt', cell: (item) => shortDateTime(item.lastMessageAt) },
];

function UnitThreads() {
  const t = useInteractionText();
  const { list, result } = useListQuery(UNIT_LIST, tsr.interactions.list, interactionKeys.list);
  return (
    <ListPage
      {...listFrame(list, result, t)}
      title={t('page.title')}
      testIdStem="interaction"
      testId="interaction-list"
      titleActions={<NewRecordButton to={NEW_THREAD_URL} label={t('list.new')} />}
      totalText={(total) => t('list.total', { total })}
      empty={<EmptyData>{t('list.empty')}</EmptyData>}
      columns={columns(false)}
    />
  );
}

function DeskThreads() {
  const t = useInteractionText();
  const { list, result } = useListQuery(DESK_LIST, tsr.interactions.deskList, interactionKeys.deskList);
  return (
    <ListPage
      {...listFrame(list, result, t)}
      title={t('page.deskTitle')}
      testIdStem="interaction"
      testId="interaction-desk-list"
      totalText={(total) => t('list.total', { total })}
      empty={<EmptyData>{t('list.empty')}</EmptyData>}
      columns={columns(true)}
    />
  );
}

/** The threads of the role's side: the unit's own, or every unit's at the institute's desk. */
export function InteractionList({ desk }: { desk: boolean }) {
  return desk ? <DeskThreads /> : <UnitThreads />;
}
