import { Badge, Box, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { tsr } from '../../api/client';
import { noticeKeys } from '../../api/queries/notices';
import { shortDateTime } from '../../lib/dates';
import { listFrame, ListPage, useListQuery } from '../../ui/list-page';
import { NOTICE_LIST } from './list-params';
import { useNoticeText } from './messages';
import { noticeDetailPath } from '../../routes/paths';

/** 通知公告: the institute's notices, pinned first then newest, paged in the URL. */
export function NoticeListPage() {
  const t = useNoticeText();
  const { list, result } = useListQuery(NOTICE_LIST, tsr.notices.list, noticeKeys.list);
  return (
    <ListPage
      {...listFrame(list, result, t, 'list')}
      testId="notice-list"
      renderRows={(notices) => (
        <Stack gap="0" borderWidth="1px" borderRadius="md" divideY="1px" data-testid="notice-items">
          {notices.map((notice) => (
            <HStack key={notice.id} px="4" py="3" gap="3" _hover={{ bg: 'gray.50' }} data-id={notice.id}>
              {notice.top && (
                <Badge colorPalette="red" variant="solid" flexShrink={0}>
                  {t('notice.top')}
                </Badge>
              )}
              <Box flex="1" minW="0">
                <Link asChild color="gray.800" fontWeight="medium" _hover={{ color: 'blue.600' }}>
                  <RouterLink to={noticeDetailPath(notice.id)}>{notice.title}</RouterLink>
                </Link>
                <Text fontSize="xs" color="gray.500" mt="0.5">
                  {notice.publisher}
                </Text>
              </Box>
              <Text fontSize="sm" color="gray.500" whiteSpace="nowrap">
                {shortDateTime(notice.publishedAt).slice(0, 10)}
              </Text>
            </HStack>
          ))}
        </Stack>
      )}
    />
  );
}
