import { Text } from '@chakra-ui/react';
import { RECORD_ATTACHMENT_LIMITS, type Attachment, type AttachmentRoom } from '@portal/contract';
import { useI18n } from '../../i18n/i18n';
import { formatBytes } from '../../lib/download';

/** What a record with `files` attached has left under its bound (the platform's, RECORD_ATTACHMENT_LIMITS). */
export function roomOfFiles(files: readonly Attachment[]): AttachmentRoom {
  const bytes = files.reduce((sum, file) => sum + file.size, 0);
  return { files: Math.max(0, RECORD_ATTACHMENT_LIMITS.maxFiles - files.length), bytes: Math.max(0, RECORD_ATTACHMENT_LIMITS.maxBytes - bytes) };
}

export const isFull = (room: AttachmentRoom): boolean => room.files <= 0 || room.bytes <= 0;

/** 还可上传 12 个文件，共 85.3 MB, or, at the bound, what to do. */
export function AttachmentRoomLine({ room }: { room: AttachmentRoom }) {
  const { t } = useI18n();
  return isFull(room) ? (
    <Text fontSize="xs" color="orange.700" data-testid="attachment-room">
      {t('attachment.full')}
    </Text>
  ) : (
    <Text fontSize="xs" color="gray.600" data-testid="attachment-room">
      {t('attachment.room', { files: room.files, size: formatBytes(room.bytes) })}
    </Text>
  );
}
