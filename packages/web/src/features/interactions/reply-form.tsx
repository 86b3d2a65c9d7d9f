import { Button, HStack, Stack } from '@chakra-ui/react';
import { ZInteractionMessageBodySchema, type Attachment, type InteractionMessageBody } from '@portal/contract';
import { useState } from 'react';
import { AttachmentUploader } from '../../ui/attachments/attachment-uploader';
import { FormFrame, TextareaField, useContractForm } from '../../ui/form';
import { useInteractionText } from './messages';

type ReplyFormProps = {
  /** Sends the checked message; a rejected promise leaves the text for another try. */
  onSend: (body: InteractionMessageBody) => Promise<unknown>;
  pending: boolean;
};

/** The reply box under a thread: the message (required, ≤ 2000 characters) and its files. */
export function ReplyForm({ onSend, pending }: ReplyFormProps) {
  const t = useInteractionText();
  const contractForm = useContractForm(ZInteractionMessageBodySchema, { defaultValues: { content: '' } });
  const [files, setFiles] = useState<Attachment[]>([]);
  const send = contractForm.handle(async (checked) => {
    await onSend({ content: checked.content, attachmentIds: files.map((file) => file.id) });
    contractForm.form.reset({ content: '' });
    setFiles([]);
  });
  return (
    <FormFrame form={contractForm} testId="interaction-reply-form">
      <Stack gap="3">
        <TextareaField name="content" label={t('field.content')} maxLength={2000} />
        <AttachmentUploader refType="interaction" value={files} onChange={setFiles} disabled={pending} />
        <HStack justify="flex-end">
          <Button size="sm" colorPalette="blue" loading={pending} onClick={() => void send()} data-testid="interaction-send">
            {t('thread.send')}
          </Button>
        </HStack>
      </Stack>
    </FormFrame>
  );
}
