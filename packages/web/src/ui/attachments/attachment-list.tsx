import { Button, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import type { Attachment } from '@portal/contract';
import { LuDownload, LuFileText, LuTrash2 } from 'react-icons/lu';
import { shortDateTime } from '../../lib/dates';
import { formatBytes } from '../../lib/download';
import { useI18n } from '../../i18n/i18n';
import { useAttachmentDownload } from '../../lib/use-attachment-download';

type AttachmentListProps = {
  items: readonly Attachment[];
  onDelete?: (attachment: Attachment) => void;
  deleting?: string | null;
  /** The download route of a file when the record serves its own files (default: the attachments route). */
  contentUrl?: (id: string) => string;
};

/** Files of a record with download, and delete where the record may still change. */
export function AttachmentList({ items, onDelete, deleting, contentUrl }: AttachmentListProps) {
  const { t } = useI18n();
  const { download, busy } = useAttachmentDownload(contentUrl);
  if (items.length === 0) {
    return (
      <Text fontSize="sm" color="gray.500">
        {t('attachment.none')}
      </Text>
    );
  }
  return (
    <Stack gap="2" data-testid="attachment-list">
      {items.map((item) => (
        <HStack key={item.id} gap="3" p="2" borderWidth="1px" borderRadius="md" data-id={item.id}>
          <Icon as={LuFileText} color="blue.500" />
          <Text fontSize="sm" flex="1" wordBreak="break-all">
            {item.fileName}
          </Text>
          <Text fontSize="xs" color="gray.500" whiteSpace="nowrap">
            {formatBytes(item.size)}
          </Text>
          <Text fontSize="xs" color="gray.500" whiteSpace="nowrap" display={{ base: 'none', md: 'block' }}>
            {shortDateTime(item.uploadedAt)}
          </Text>
          <Button size="xs" variant="ghost" loading={busy === item.id} onClick={() => void download(item.id, item.fileName)}>
            <LuDownload /> {t('attachment.download')}
          </Button>
          {onDelete && (
            <Button size="xs" variant="ghost" colorPalette="red" loading={deleting === item.id} onClick={() => onDelete(item)}>
              <LuTrash2 /> {t('common.delete')}
            </Button>
          )}
        </HStack>
      ))}
    </Stack>
  );
}
