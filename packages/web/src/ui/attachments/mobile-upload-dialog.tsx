import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { UPLOAD_TOKEN_MAX_FILES, type Attachment, type AttachmentUploadBody } from '@portal/contract';
import { useEffect, useRef } from 'react';
import { tsr } from '../../api/client';
import { attachmentKeys } from '../../api/queries/attachments';
import { useI18n } from '../../i18n/i18n';
import { problemText } from '../../lib/problem-text';
import { DialogFrame } from '../dialog';
import { LinkQrCode } from '../link-qr-code';

type RefType = NonNullable<AttachmentUploadBody['refType']>;

/** How often the open dialog asks which files the phone has sent. */
const POLL_MS = 2_000;

type MobileUploadDialogProps = {
  open: boolean;
  onClose: () => void;
  refType: RefType;
  refId?: string;
  /** Each file the phone sends, once, as it arrives. */
  onReceived: (attachment: Attachment) => void;
};

/** The phone page's address for a token, on the origin the user reached the portal at. */
export function mobileUploadUrl(token: string, origin: string = window.location.origin): string {
  return `${origin}/attachmentUploadMobile?token=${encodeURIComponent(token)}`;
}

/**
 * Hands an upload to a phone (docs/attachments.md): a short-lived upload token as a QR code; while the
 * dialog is open it asks every POLL_MS which files the token has brought and passes new ones on, so
 * the form shows them without a reload.
 */
export function MobileUploadDialog({ open, onClose, refType, refId, onReceived }: MobileUploadDialogProps) {
  const { t } = useI18n();
  const create = tsr.attachments.createUploadToken.useMutation({ meta: { silent: true } });
  const token = create.data?.body.token;
  const seen = useRef(new Set<string>());
  const received = tsr.attachments.tokenUploads.useQuery({
    queryKey: attachmentKeys.tokenUploads(token),
    queryData: { params: { token: token ?? '' } },
    enabled: open && token !== undefined,
    refetchInterval: POLL_MS,
    meta: { silent: true },
  });

  const { mutate } = create;
  useEffect(() => {
    if (open) mutate({ body: { refType, ...(refId ? { refId } : {}) } });
  }, [open, refType, refId, mutate]);

  useEffect(() => {
    for (const attachment of received.data?.body ?? []) {
      if (seen.current.has(attachment.id)) continue;
      seen.current.add(attachment.id);
      onReceived(attachment);
    }
  }, [received.data, onReceived]);

  const count = received.data?.body.length ?? 0;
  return (
    <DialogFrame open={open} onClose={onClose} title={t('attachment.mobileTitle')} testId="mobile-upload-dialog" size="sm" closeButton>
      <Stack gap="3" align="center" textAlign="center">
        <Text fontSize="sm" color="gray.600">
          {t('attachment.mobileHint')}
        </Text>
        {token ? (
          <LinkQrCode value={mobileUploadUrl(token)} testId="mobile-upload-qr" />
        ) : create.isError ? (
          <Text color="red.600" fontSize="sm">
            {problemText(create.error, t('attachment.mobileFailed'))}
          </Text>
        ) : (
          <Spinner color="blue.500" my="10" />
        )}
        {create.data && (
          <Text fontSize="xs" color="gray.500">
            {t('attachment.mobileExpires', { time: create.data.body.expiresAt.slice(11, 16), max: UPLOAD_TOKEN_MAX_FILES })}
          </Text>
        )}
        <HStack gap="3">
          <Text fontSize="sm" fontWeight="medium" data-testid="mobile-upload-count">
            {t('attachment.mobileReceived', { count })}
          </Text>
          <Button size="xs" variant="outline" loading={create.isPending} onClick={() => mutate({ body: { refType, ...(refId ? { refId } : {}) } })}>
            {t('attachment.mobileRenew')}
          </Button>
        </HStack>
      </Stack>
    </DialogFrame>
  );
}
