import { Badge, Box, Button, Card, Heading, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { LuArrowLeft, LuDownload, LuPaperclip } from 'react-icons/lu';
import { useSearchParams } from 'react-router-dom';
import { useNotice } from '../../api/queries/notices';
import { useAttachmentDownload } from '../../lib/use-attachment-download';
import { shortDateTime } from '../../lib/dates';
import { EmptyData, QueryView } from '../../ui/query-states';
import { useNoticeText } from './messages';
import { NOTICE_LIST_PATH } from '../../routes/paths';
import { useRecordTagTitle } from '../../lib/page-tag';
import { LinkButton } from '../../ui/link-button';

/** 公告详情 (`?id=`): the notice as published, with its attachments to download. */
export function NoticeDetailPage() {
  const t = useNoticeText();
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const notice = useNotice(id);
  const { download, busy } = useAttachmentDownload();
  useRecordTagTitle(notice.data?.body.title);
  if (!id) return <EmptyData>{t('notice.noId')}</EmptyData>;
  return (
    <QueryView query={notice}>
      {() => {
        const body = notice.data?.body;
        if (!body) return null;
        return (
          <Card.Root data-testid="notice-detail">
            <Card.Body gap="4" maxW="4xl" mx="auto" w="full" py="8">
              <Stack gap="3" textAlign="center">
                <Heading size="xl">
                  {body.top && (
                    <Badge colorPalette="red" variant="solid" mr="2" verticalAlign="middle">
                      {t('notice.top')}
                    </Badge>
                  )}
                  {body.title}
                </Heading>
                <HStack justify="center" gap="6" fontSize="sm" color="gray.500" wrap="wrap">
                  <Text>
                    {t('notice.publisher')}：{body.publisher}
                  </Text>
                  <Text>
                    {t('notice.publishedAt')}：{shortDateTime(body.publishedAt)}
                  </Text>
                </HStack>
              </Stack>
              <Separator />
              <Box whiteSpace="pre-wrap" lineHeight="tall" fontSize="md" color="gray.800" data-testid="notice-content">
                {body.content}
              </Box>
              {body.attachmentIds.length > 0 && (
                <Stack gap="2" pt="2">
                  <Text fontWeight="medium">{t('notice.attachments')}</Text>
                  {body.attachmentIds.map((attachmentId, index) => (
                    <HStack key={attachmentId} gap="2">
                      <LuPaperclip />
                      <Text fontSize="sm">{t('notice.attachment', { index: index + 1 })}</Text>
                      <Button
                        size="xs"
                        variant="ghost"
                        colorPalette="blue"
                        loading={busy === attachmentId}
                        onClick={() => void download(attachmentId, `${body.title}-${index + 1}`)}
                      >
                        <LuDownload /> {t('notice.download')}
                      </Button>
                    </HStack>
                  ))}
                </Stack>
              )}
              <LinkButton to={NOTICE_LIST_PATH} size="sm" variant="outline" alignSelf="flex-start">
                <LuArrowLeft /> {t('notice.back')}
              </LinkButton>
            </Card.Body>
          </Card.Root>
        );
      }}
    </QueryView>
  );
}
