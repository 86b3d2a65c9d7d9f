import { Alert, Box, Button, HStack, Heading, Icon, Progress, Stack, Text } from '@chakra-ui/react';
import type { Attachment } from '@portal/contract';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LuCamera, LuCircleCheck, LuCircleX } from 'react-icons/lu';
import { tsr } from '../../api/client';
import { attachmentKeys } from '../../api/queries/attachments';
import { useI18n } from '../../i18n/i18n';
import { ATTACHMENT_ACCEPT, checkAttachment } from '../../lib/attachment-rules';
import { formatBytes } from '../../lib/download';
import { problemText } from '../../lib/problem-text';
import { uploadWithProgress } from '../../lib/upload-with-progress';
import { QueryView } from '../../ui/query-states';
import { MOBILE_UPLOAD_MESSAGES as M, REF_TYPE_LABELS } from './messages';

type Item = { key: string; name: string; size: number; share: number; state: 'sending' | 'done' | 'failed'; note?: string; attachment?: Attachment };

/**
 * /attachmentUploadMobile?token=…: the phone side of 手机上传 (docs/attachments.md). No session: the
 * token from the desktop's QR code is all it has, and the page shows nothing but what that token is
 * for. Photos and files are checked as on the desktop, then sent one by one with progress.
 */
export function AttachmentUploadMobilePage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const input = useRef<HTMLInputElement>(null);
  const [items, setItems] = useState<Item[]>([]);
  const info = tsr.attachments.uploadTokenInfo.useQuery({
    queryKey: attachmentKeys.tokenInfo(token),
    queryData: { params: { token } },
    enabled: token !== '',
    retry: false,
    meta: { silent: true },
  });

  const update = (key: string, change: Partial<Item>) => setItems((all) => all.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const send = async (files: FileList | null) => {
    if (!files) return;
    for (const file of Array.from(files)) {
      const key = `${file.name}-${file.size}-${Date.now()}-${Math.random()}`;
      const problem = checkAttachment(file);
      setItems((all) => [...all, { key, name: file.name, size: file.size, share: 0, state: problem ? 'failed' : 'sending', note: problem ? t(problem.key, problem.params) : undefined }]);
      if (problem) continue;
      const outcome = await uploadWithProgress(`/api/v1/attachment-upload-tokens/${encodeURIComponent(token)}/attachments`, file, (share) => update(key, { share }));
      if (outcome.ok) update(key, { state: 'done', share: 1, attachment: outcome.attachment });
      else update(key, { state: 'failed', note: outcome.status === 0 ? M.offline : (outcome.detail ?? M.failed) });
    }
    if (input.current) input.current.value = '';
    void info.refetch();
  };

  const expired = token === '' || (info.isError && !info.isFetching);
  return (
    <Box minH="100vh" bg="gray.50" maxW="md" mx="auto" px="4" py="5" data-testid="mobile-upload-page">
      <Heading size="md" mb="1">
        {M.title}
      </Heading>
      {expired ? (
        <Alert.Root status="warning" mt="4" data-testid="mobile-upload-invalid">
          <Alert.Indicator />
          <Alert.Description>{token === '' ? M.noToken : problemText(info.error, M.noToken)}</Alert.Description>
        </Alert.Root>
      ) : (
        <QueryView query={info}>
          {() => {
            if (!info.data) return null;
            const { refType, expiresAt, uploaded, maxFiles } = info.data.body;
            const left = Math.max(0, maxFiles - uploaded);
            return (
              <Stack gap="4">
                <Text fontSize="sm" color="gray.600">
                  {M.forRecord(REF_TYPE_LABELS[refType])} · {M.until(expiresAt.slice(11, 16))}
                </Text>
                <input ref={input} type="file" multiple hidden accept={`${ATTACHMENT_ACCEPT},image/*`} data-testid="mobile-upload-input" onChange={(event) => void send(event.target.files)} />
                <Button size="lg" colorPalette="blue" disabled={left === 0} onClick={() => input.current?.click()}>
                  <LuCamera /> {M.pick}
                </Button>
                <Text fontSize="xs" color="gray.500">
                  {M.left(left, maxFiles)}
                </Text>
                <Stack gap="2" data-testid="mobile-upload-items">
                  {items.map((item) => (
                    <Box key={item.key} p="3" bg="white" borderWidth="1px" borderRadius="md" data-state={item.state}>
                      <HStack justify="space-between" gap="2">
                        <Text fontSize="sm" lineClamp={1} flex="1">
                          {item.name}
                        </Text>
                        <Text fontSize="xs" color="gray.500">
                          {formatBytes(item.size)}
                        </Text>
                        {item.state === 'done' && <Icon as={LuCircleCheck} color="green.500" />}
                        {item.state === 'failed' && <Icon as={LuCircleX} color="red.500" />}
                      </HStack>
                      {item.state === 'sending' && (
                        <Progress.Root value={Math.round(item.share * 100)} size="xs" mt="2">
                          <Progress.Track>
                            <Progress.Range />
                          </Progress.Track>
                        </Progress.Root>
                      )}
                      {item.note && (
                        <Text fontSize="xs" color="red.600" mt="1">
                          {item.note}
                        </Text>
                      )}
                    </Box>
                  ))}
                </Stack>
                {items.some((item) => item.state === 'done') && (
                  <Text fontSize="sm" color="green.700" data-testid="mobile-upload-done">
                    {M.done}
                  </Text>
                )}
              </Stack>
            );
          }}
        </QueryView>
      )}
    </Box>
  );
}
