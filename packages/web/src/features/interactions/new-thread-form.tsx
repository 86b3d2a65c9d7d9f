import { Button, HStack, Stack } from '@chakra-ui/react';
import { INTERACTION_TOPICS, ZInteractionBodySchema, ZInteractionTopic, type Attachment } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { tsr } from '../../api/client';
import { interactionKeys } from '../../api/queries/interactions';
import { useUser } from '../../session/session-state';
import { AttachmentUploader } from '../../ui/attachments/attachment-uploader';
import { FormFrame, SelectField, TextareaField, TextField, useContractForm, type FormSchema } from '../../ui/form';
import { SectionCard } from '../../ui/section-card';
import { notify } from '../../ui/toaster';
import { MESSAGE_PAGE_PATH } from '../../routes/paths';
import { threadUrl } from './message-urls';
import { useInteractionText } from './messages';
import { useRecordOptions } from './record-options';

type NewThreadValues = { subject: string; topic: string; relatedId: string; content: string };

/** An empty input is an absent value, so the contract's own rules (a record topic needs its record) speak. */
const fromInputs = (values: unknown): unknown =>
  typeof values === 'object' && values !== null ? Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '')) : values;

const newThreadSchema = z.preprocess(fromInputs, ZInteractionBodySchema) as unknown as FormSchema<NewThreadValues, z.output<typeof ZInteractionBodySchema>>;

/** The topic and record a page passed in the URL (`?topic=application&relatedId=60003`), when valid. */
function passedRecord(search: URLSearchParams): { topic: string; relatedId: string } {
  const topic = ZInteractionTopic.safeParse(search.get('topic'));
  const relatedId = search.get('relatedId')?.trim() ?? '';
  return topic.success ? { topic: topic.data, relatedId: topic.data === 'general' ? '' : relatedId } : { topic: 'general', relatedId: '' };
}

/** 新建留言: subject, topic with its record, the first message and files. */
export function NewThreadForm() {
  const t = useInteractionText();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [search] = useSearchParams();
  const { menuIds } = useUser();
  const passed = passedRecord(search);
  const contractForm = useContractForm(newThreadSchema, { defaultValues: { subject: '', content: '', ...passed } });
  const [files, setFiles] = useState<Attachment[]>([]);
  const create = tsr.interactions.create.useMutation({ meta: { silent: true } });
  const topic = contractForm.form.watch('topic');
  const topicCode = ZInteractionTopic.safeParse(topic).data ?? '';
  const records = useRecordOptions(topicCode, menuIds, passed.relatedId);

  const save = contractForm.handle(async (checked) => {
    const response = await create.mutateAsync({ body: { ...checked, attachmentIds: files.map((file) => file.id) } });
    void client.invalidateQueries({ queryKey: interactionKeys.lists() });
    notify('success', t('new.created'));
    navigate(threadUrl(response.body.id), { replace: true });
  });

  return (
    <SectionCard title={t('new.title')} testId="interaction-new">
      <FormFrame form={contractForm} testId="interaction-new-form">
        <Stack gap="4" maxW="3xl">
          <TextField name="subject" label={t('field.subject')} maxLength={100} />
          <SelectField
            name="topic"
            label={t('field.topic')}
            options={INTERACTION_TOPICS}
            onPicked={() => contractForm.form.setValue('relatedId', '')}
          />
          {topicCode !== '' && topicCode !== 'general' && (
            <SelectField name="relatedId" label={t('field.relatedId')} options={records} helper={t('new.relatedHint')} />
          )}
          <TextareaField name="content" label={t('field.content')} maxLength={2000} />
          <AttachmentUploader refType="interaction" value={files} onChange={setFiles} disabled={create.isPending} />
          <HStack gap="3" justify="flex-end">
            <Button size="sm" variant="outline" onClick={() => navigate(MESSAGE_PAGE_PATH)}>
              {t('common.back')}
            </Button>
            <Button size="sm" colorPalette="blue" loading={create.isPending} onClick={() => void save()} data-testid="interaction-create">
              {t('thread.send')}
            </Button>
          </HStack>
        </Stack>
      </FormFrame>
    </SectionCard>
  );
}
