import { Button, Field, HStack, Stack, Text } from '@chakra-ui/react';
import type { InspectionApplicationMaterialCode, Attachment, AttachmentRoom, AttachmentUploadBody } from '@portal/contract';
import { useCallback, useRef, useState } from 'react';
import { LuSmartphone, LuUpload } from 'react-icons/lu';
import { tsr } from '../../api/client';
import { notify } from '../toaster';
import { problemText } from '../../lib/problem-text';
import { useI18n } from '../../i18n/i18n';
import { AttachmentList } from './attachment-list';
import { AttachmentRoomLine, isFull, roomOfFiles } from './attachment-room';
import { MobileUploadDialog } from './mobile-upload-dialog';
import { ATTACHMENT_ACCEPT, checkAttachment, MAX_ATTACHMENT_BYTES } from '../../lib/attachment-rules';

type RefType = NonNullable<AttachmentUploadBody['refType']>;

type AttachmentUploaderProps = {
  refType: RefType;
  refId?: string;
  value: readonly Attachment[];
  onChange: (attachments: Attachment[]) => void;
  disabled?: boolean;
  /** The material of an inspection application the files are uploaded as: each one joins the list carrying it. */
  material?: InspectionApplicationMaterialCode;
};

/**
 * Picks files, checks size and type before sending anything, uploads each through
 * contract.attachments and lists what is attached, with delete. 手机上传 hands the upload to a phone
 * through a QR code (mobile-upload-dialog.tsx); what the phone sends joins the list as it arrives.
 */
export function AttachmentUploader({ refType, refId, value, onChange, disabled, material }: AttachmentUploaderProps) {
  const asMaterial = (attachment: Attachment): Attachment => (material ? { ...attachment, material } : attachment);
  const { t } = useI18n();
  const input = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [mobile, setMobile] = useState(false);
  // The phone's files arrive while the list may change by other hands: append to the latest list.
  const latest = useRef(value);
  latest.current = value;
  const received = useCallback(
    (attachment: Attachment) => {
      if (!latest.current.some((item) => item.id === attachment.id)) onChange([...latest.current, material ? { ...attachment, material } : attachment]);
    },
    [onChange, material],
  );
  // The platform's word on the room after the last upload, while the list is still the one it answered for.
  const [answered, setAnswered] = useState<{ room: AttachmentRoom; files: number } | null>(null);
  const room = answered && answered.files === value.length ? answered.room : roomOfFiles(value);
  const upload = tsr.attachments.upload.useMutation({ meta: { silent: true } });
  const remove = tsr.attachments.delete.useMutation({ meta: { silent: true } });

  const pick = async (files: FileList | null) => {
    if (!files) return;
    const found: string[] = [];
    let attached = [...value];
    for (const file of Array.from(files)) {
      const problem = checkAttachment(file);
      if (problem) {
        found.push(t(problem.key, problem.params));
        continue;
      }
      const form = new FormData();
      form.append('file', file);
      form.append('refType', refType);
      if (refId) form.append('refId', refId);
      try {
        const { room: left, ...attachment } = (await upload.mutateAsync({ body: form })).body;
        attached = [...attached, asMaterial(attachment)];
        setAnswered(left ? { room: left, files: attached.length } : null);
        onChange(attached);
      } catch (error) {
        found.push(`${file.name}：${problemText(error, t('common.serverError'))}`);
      }
    }
    setProblems(found);
    if (input.current) input.current.value = '';
  };

  const drop = async (attachment: Attachment) => {
    setDeleting(attachment.id);
    try {
      await remove.mutateAsync({ params: { id: attachment.id } });
      onChange(value.filter((item) => item.id !== attachment.id));
    } catch (error) {
      notify('error', problemText(error, t('common.serverError')));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <Stack gap="3" data-testid="attachment-uploader">
      <AttachmentList items={value} onDelete={disabled ? undefined : (attachment) => void drop(attachment)} deleting={deleting} />
      {!disabled && (
        <HStack gap="3" wrap="wrap">
          <input
            ref={input}
            type="file"
            multiple
            hidden
            accept={ATTACHMENT_ACCEPT}
            data-testid="attachment-input"
            onChange={(event) => void pick(event.target.files)}
          />
          <Button size="sm" variant="outline" loading={upload.isPending} disabled={isFull(room)} onClick={() => input.current?.click()}>
            <LuUpload /> {t('attachment.upload')}
          </Button>
          <Button size="sm" variant="outline" disabled={isFull(room)} onClick={() => setMobile(true)} data-testid="attachment-mobile">
            <LuSmartphone /> {t('attachment.mobile')}
          </Button>
          <Text fontSize="xs" color="gray.500">
            {t('attachment.limits', { max: `${MAX_ATTACHMENT_BYTES / 1024 / 1024} MB`, types: ATTACHMENT_ACCEPT.replaceAll('.', '').replaceAll(',', '、') })}
          </Text>
          <AttachmentRoomLine room={room} />
        </HStack>
      )}
      {mobile && <MobileUploadDialog open onClose={() => setMobile(false)} refType={refType} refId={refId} onReceived={received} />}
      {problems.length > 0 && (
        <Field.Root invalid>
          {problems.map((problem) => (
            <Field.ErrorText key={problem}>{problem}</Field.ErrorText>
          ))}
        </Field.Root>
      )}
    </Stack>
  );
}
