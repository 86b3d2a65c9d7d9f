import { HStack, Icon, Link, Stack, Text } from '@chakra-ui/react';
import type { Attachment } from '@portal/contract';
import { LuDownload, LuFileText } from 'react-icons/lu';
import { formatBytes } from '../../lib/download';
import { shortDateTime } from '../../lib/dates';
import { useAccountRegistrationText } from './messages';

/** The application's own download route (the documents are no unit's attachments). */
const documentPath = (registrationId: string, fileId: string) =>
  `/api/v1/account-registrations/${encodeURIComponent(registrationId)}/attachments/${encodeURIComponent(fileId)}/content`;

/** 申请材料: the applicant's documents, each opened from the gateway with the auditor's session. */
export function RegistrationDocuments({ registrationId, items }: { registrationId: string; items: readonly Attachment[] }) {
  const t = useAccountRegistrationText();
  if (items.length === 0) {
    return (
      <Text color="gray.500" fontSize="sm">
        {t('detail.noAttachments')}
      </Text>
    );
  }
  return (
    <Stack gap="2" data-testid="registration-documents">
      {items.map((item) => (
        <HStack key={item.id} gap="3" p="2" borderWidth="1px" borderRadius="md">
          <Icon as={LuFileText} color="blue.500" />
          <Text fontSize="sm" flex="1" truncate>
            {item.fileName}
          </Text>
          <Text fontSize="xs" color="gray.500">
            {formatBytes(item.size)} · {shortDateTime(item.uploadedAt)}
          </Text>
          <Link href={documentPath(registrationId, item.id)} target="_blank" rel="noopener" color="blue.600" fontSize="sm">
            <LuDownload /> {t('detail.open')}
          </Link>
        </HStack>
      ))}
    </Stack>
  );
}
