import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { INTERACTION_SIDES, type InteractionMessage, type InteractionSide } from '@portal/contract';
import { shortDateTime } from '../../lib/dates';
import { AttachmentList } from '../../ui/attachments/attachment-list';
import { threadFileUrl } from './message-urls';
import { useInteractionText } from './messages';
import { useI18n } from '../../i18n/i18n';

/** One message of a thread: the viewer's own side on the right, the other side on the left. */
export function MessageBubble({ message, viewer, threadId }: { message: InteractionMessage; viewer: InteractionSide; threadId: string }) {
  const t = useInteractionText();
  const { label } = useI18n();
  const own = message.side === viewer;
  return (
    <Stack align={own ? 'flex-end' : 'flex-start'} gap="1" data-testid="interaction-message" data-side={message.side}>
      <HStack gap="2" fontSize="xs" color="gray.600">
        <Text fontWeight="medium" color="gray.800">
          {message.author}
        </Text>
        <Text>{own ? t('thread.sideSelf') : label(INTERACTION_SIDES, message.side)}</Text>
        <Text>{shortDateTime(message.sentAt)}</Text>
      </HStack>
      <Box
        maxW={{ base: '100%', md: '75%' }}
        px="3"
        py="2"
        borderRadius="md"
        bg={own ? 'blue.50' : 'gray.100'}
        borderWidth="1px"
        borderColor={own ? 'blue.200' : 'gray.200'}
      >
        <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word" color="gray.900">
          {message.content}
        </Text>
        {message.attachments.length > 0 && (
          <Box mt="2">
            <AttachmentList items={message.attachments} contentUrl={(fileId) => threadFileUrl(viewer, threadId, fileId)} />
          </Box>
        )}
      </Box>
    </Stack>
  );
}
