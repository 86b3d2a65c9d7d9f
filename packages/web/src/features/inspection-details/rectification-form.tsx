import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { ZRectificationBodySchema, type Attachment } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { tsr } from '../../api/client';
import { inspectionApplicationKeys } from '../../api/queries/inspection-applications';
import { attachmentKeys } from '../../api/queries/attachments';
import { AttachmentField } from '../../ui/attachments/attachment-field';
import { FormFrame, TextareaField, useContractForm } from '../../ui/form';
import { notify } from '../../ui/toaster';
import { useInspectionDetailsText } from './messages';

/** 整改反馈: the unit's answer to the opinion notice, what it put right and the files that show it. */
export function RectificationForm({ applicationId }: { applicationId: string }) {
  const t = useInspectionDetailsText();
  const client = useQueryClient();
  const mutation = tsr.inspectionApplicationActions.rectify.useMutation({ meta: { silent: true } });
  const contractForm = useContractForm(ZRectificationBodySchema, { defaultValues: { content: '', attachmentIds: [] } });
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const submit = contractForm.handle(async (checked) => {
    const response = await mutation.mutateAsync({
      params: { id: applicationId },
      body: { ...checked, attachmentIds: attachments.map((attachment) => attachment.id) },
    });
    client.setQueryData(inspectionApplicationKeys.inspection(applicationId), response);
    // Exact: the inspection side below it was just set from the answer.
    void client.invalidateQueries({ queryKey: inspectionApplicationKeys.detail(applicationId), exact: true });
    void client.invalidateQueries({ queryKey: inspectionApplicationKeys.lists() });
    void client.invalidateQueries({ queryKey: attachmentKeys.ofType('rectification') });
    notify('success', t('rectify.submitted'));
  });
  return (
    <FormFrame form={contractForm}>
      <Stack gap="4" maxW="3xl" data-testid="rectification-form">
        <Text fontWeight="medium">{t('rectify.title')}</Text>
        <TextareaField name="content" label={t('rectify.content')} maxLength={1000} />
        <AttachmentField label={t('rectify.attachments')} hint={t('rectify.attachmentsHint')} refType="rectification" value={attachments} onChange={setAttachments} />
        <HStack>
          <Button size="sm" colorPalette="blue" loading={mutation.isPending} onClick={() => void submit()} data-testid="rectification-submit">
            {t('rectify.submit')}
          </Button>
        </HStack>
      </Stack>
    </FormFrame>
  );
}
