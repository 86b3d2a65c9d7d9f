import { Badge, Box, Button, Field, HStack, Input, Link, Stack, Text, Wrap } from '@chakra-ui/react';
import { keepPreviousData, skipToken } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { tsr } from '../../api/client';
import { useI18n } from '../../i18n/i18n';
import { useListParams } from '../../lib/use-list-params';
import { Pager } from '../../ui/pager';
import { shortDateTime } from '../../lib/dates';
import { EmptyData, ErrorState, LoadingState } from '../../ui/query-states';
import { SectionCard } from '../../ui/section-card';
import { NOTICE_LIST_DEFAULTS, noticeRangeInvalid, toNoticeQuery } from './list-params';
import { useNoticeText } from './messages';
import { noticeDetailPath } from '../../routes/paths';

/** 通知公告: the institute's notices, pinned first then newest, paged in the URL. */
export function NoticeListPage() {
  const t = useNoticeText();
  const { rule } = useI18n();
  const [params, update] = useListParams(NOTICE_LIST_DEFAULTS);
  const [draft, setDraft] = useState({ keyword: params.keyword, from: params.from, to: params.to });
  useEffect(() => setDraft({ keyword: params.keyword, from: params.from, to: params.to }), [params.keyword, params.from, params.to]);
  const invalid = noticeRangeInvalid(params);
  const draftInvalid = noticeRangeInvalid(draft);
  const query = toNoticeQuery(params);
  const list = tsr.notices.list.useQuery({
    queryKey: ['notices', 'list', query],
    queryData: invalid ? skipToken : { query },
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
  const page = list.data?.body;

  return (
    <SectionCard title={t('list.title')} testId="notice-list">
      <Wrap
        as="form"
        gap="3"
        align="flex-end"
        mb="4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!draftInvalid) update({ ...draft, page: 1 });
        }}
      >
        <Field.Root w="60">
          <Field.Label fontSize="sm">{t('list.keyword')}</Field.Label>
          <Input size="sm" name="keyword" maxLength={100} placeholder={t('list.keywordHint')} value={draft.keyword} onChange={(event) => setDraft({ ...draft, keyword: event.target.value })} />
        </Field.Root>
        <Field.Root w="auto" invalid={draftInvalid}>
          <Field.Label fontSize="sm">{t('list.published')}</Field.Label>
          <HStack gap="1">
            <Input size="sm" type="date" w="36" name="from" value={draft.from} onChange={(event) => setDraft({ ...draft, from: event.target.value })} />
            <Text fontSize="sm" color="gray.500">
              {t('common.to')}
            </Text>
            <Input size="sm" type="date" w="36" name="to" value={draft.to} onChange={(event) => setDraft({ ...draft, to: event.target.value })} />
          </HStack>
          {draftInvalid && <Field.ErrorText>{rule('dateRange')}</Field.ErrorText>}
        </Field.Root>
        <HStack gap="2">
          <Button type="submit" size="sm" colorPalette="blue" disabled={draftInvalid}>
            {t('common.search')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => update({ keyword: '', from: '', to: '', page: 1 })}>
            {t('common.reset')}
          </Button>
        </HStack>
      </Wrap>
      {list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : !page ? (
        invalid ? <EmptyData /> : <LoadingState />
      ) : page.items.length === 0 ? (
        <EmptyData />
      ) : (
        <>
          <Text fontSize="sm" color="gray.600" mb="2">
            {t('list.total', { total: page.total })}
          </Text>
          <Stack gap="0" borderWidth="1px" borderRadius="md" divideY="1px" data-testid="notice-items">
            {page.items.map((notice) => (
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
          <Pager total={page.total} page={params.page} pageSize={params.pageSize} onPageChange={(next) => update({ page: next })} />
        </>
      )}
    </SectionCard>
  );
}
