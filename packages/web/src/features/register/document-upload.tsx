import { Button, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { isMobile, message, type Attachment } from '@portal/contract';
import { useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { LuFileText, LuUpload, LuX } from 'react-icons/lu';
import { formatBytes } from '../../lib/download';
import { notify } from '../../ui/toaster';
import { useRegisterText } from './messages';

const UPLOAD_PATH = '/api/v1/account-applications/attachments';
const ACCEPT = '.pdf,.jpg,.jpeg,.png,.doc,.docx,.xls,.xlsx';

type Slot = 'licence' | 'authorisation';
const SLOTS: readonly Slot[] = ['licence', 'authorisation'];

async function send(file: File, mobile: string, smsCode: string): Promise<Attachment> {
  const body = new FormData();
  body.set('mobile', mobile);
  body.set('smsCode', smsCode);
  body.set('file', file);
  const response = await fetch(UPLOAD_PATH, { method: 'POST', body, credentials: 'same-origin' });
  const answer = (await response.json().catch(() => null)) as (Attachment & { detail?: string }) | null;
  if (response.status !== 201 || !answer) throw new Error(answer?.detail ?? String(response.status));
  return answer;
}

/**
 * 申请材料: the business licence and the authorisation letter, uploaded once the mobile has its SMS
 * code (the gateway checks the code, the application uses it up); their ids go with the application.
 */
export function DocumentUpload() {
  const text = useRegisterText();
  const { getValues, setValue, setError } = useFormContext();
  const [files, setFiles] = useState<Partial<Record<Slot, Attachment>>>({});
  const [busy, setBusy] = useState<Slot | null>(null);
  const inputs = useRef<Partial<Record<Slot, HTMLInputElement | null>>>({});

  const keep = (next: Partial<Record<Slot, Attachment>>) => {
    setFiles(next);
    setValue('attachmentIds', SLOTS.flatMap((slot) => (next[slot] ? [next[slot].id] : [])));
  };

  const choose = (slot: Slot) => {
    const [mobile, smsCode] = getValues(['mobile', 'smsCode']) as [string, string];
    if (!isMobile(mobile ?? '')) {
      setError('mobile', { type: 'server', message: message('mobile') }, { shouldFocus: true });
      return;
    }
    if (!/^\d{4,8}$/.test(smsCode ?? '')) {
      setError('smsCode', { type: 'server', message: text('upload.codeFirst') }, { shouldFocus: true });
      return;
    }
    inputs.current[slot]?.click();
  };

  const upload = async (slot: Slot, file: File | undefined) => {
    if (!file) return;
    const [mobile, smsCode] = getValues(['mobile', 'smsCode']) as [string, string];
    setBusy(slot);
    try {
      keep({ ...files, [slot]: await send(file, mobile, smsCode) });
    } catch (error) {
      notify('error', error instanceof Error && !/^\d+$/.test(error.message) ? error.message : text('upload.failed'));
    } finally {
      setBusy(null);
      const input = inputs.current[slot];
      if (input) input.value = '';
    }
  };

  return (
    <Stack gap="3" data-testid="register-documents">
      <Text fontSize="sm" color="gray.600">
        {text('upload.hint')}
      </Text>
      {SLOTS.map((slot) => {
        const file = files[slot];
        return (
          <HStack key={slot} gap="3" p="2" borderWidth="1px" borderRadius="md" data-slot={slot}>
            <Text fontSize="sm" minW="28">
              {text(slot === 'licence' ? 'upload.licence' : 'upload.authorisation')}
            </Text>
            {file ? (
              <>
                <Icon as={LuFileText} color="blue.500" />
                <Text fontSize="sm" flex="1" truncate>
                  {file.fileName}（{formatBytes(file.size)}）
                </Text>
                <Button size="xs" variant="ghost" aria-label={text('upload.remove')} onClick={() => keep({ ...files, [slot]: undefined })}>
                  <LuX />
                </Button>
              </>
            ) : (
              <Text fontSize="sm" color="gray.500" flex="1">
                {text('upload.none')}
              </Text>
            )}
            <input
              ref={(element) => {
                inputs.current[slot] = element;
              }}
              type="file"
              accept={ACCEPT}
              hidden
              data-testid={`document-${slot}`}
              onChange={(event) => void upload(slot, event.target.files?.[0])}
            />
            <Button size="xs" variant="outline" loading={busy === slot} onClick={() => choose(slot)}>
              <LuUpload /> {text(file ? 'upload.replace' : 'upload.choose')}
            </Button>
          </HStack>
        );
      })}
    </Stack>
  );
}
