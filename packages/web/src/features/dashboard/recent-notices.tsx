import { Badge, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { tsr } from '../../api/client';
import { RECENT_NOTICES_QUERY } from '../../api/queries/notices';
import { shortDateTime } from '../../lib/dates';
import { QueryView } from '../../ui/query-states';
import { SectionCard } from '../../ui/section-card';
import { NOTICE_LIST_PATH, noticeDetailPath } from '../../routes/paths';
import { useDeskText } from './messages';
import { LinkButton } from '../../ui/link-button';

/** The five latest notices (pinned first), each opening its page. */
export function RecentNotices() {
  const t = useDeskText();
  const notices = tsr.notices.list.useQuery(RECENT_NOTICES_QUERY);
  return (
    <SectionCard
      title={t('desk.notices')}
      testId="desk-notices"
      actions={
        <LinkButton to={NOTICE_LIST_PATH} size="xs" variant="ghost" colorPalette="blue">{t('desk.more')}</LinkButton>
      }
    >
      <QueryView query={notices}>
        {() => {
          const items = notices.data?.body.items ?? [];
          if (items.length === 0) {
            return (
              <Text fontSize="sm" color="gray.500">
                {t('desk.noNotices')}
              </Text>
            );
          }
          return (
            <Stack gap="2">
              {items.map((notice) => (
                <HStack key={notice.id} gap="2" fontSize="sm">
                  {notice.top && (
                    <Badge colorPalette="red" size="sm">
                      {t('desk.top')}
                    </Badge>
                  )}
                  <Link asChild flex="1" minW="0" color="gray.800" _hover={{ color: 'blue.600' }}>
                    <RouterLink to={noticeDetailPath(notice.id)}>
                      <Text truncate>{notice.title}</Text>
                    </RouterLink>
                  </Link>
                  <Text color="gray.500" whiteSpace="nowrap">
                    {shortDateTime(notice.publishedAt).slice(0, 10)}
                  </Text>
                </HStack>
              ))}
            </Stack>
          );
        }}
      </QueryView>
    </SectionCard>
  );
}
