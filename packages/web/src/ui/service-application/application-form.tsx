import { SimpleGrid, Text } from '@chakra-ui/react';
import { REVIEW_STATES, type Attachment, type ReviewState } from '@portal/contract';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { attachmentKeys, useRecordAttachments } from '../../api/queries/attachments';
import { useI18n } from '../../i18n/i18n';
import { useRecordTagTitle } from '../../lib/page-tag';
import { AttachmentUploader } from '../attachments/attachment-uploader';
import { CheckboxGroupField, FormActions, FormFrame, useContractForm, type FormSchema } from '../form';
import { QueryView } from '../query-states';
import { SectionCard } from '../section-card';
import { notify } from '../toaster';
import type { ServiceApplicationKind, ServiceApplicationText } from './application-kind';
import { useApplicationTarget } from './application-pages';
import { useUnitEquipmentOptions } from './application-parts';
import { InfoNote } from '../info-note';

type Saved = { body: { id: string } };

type FormProps<V extends FieldValues, Out, D> = {
  kind: ServiceApplicationKind;
  text: ServiceApplicationText;
  schema: FormSchema<V, Out>;
  initial: V;
  detail: D | null;
  files: readonly Attachment[];
  /** The kind's own fields of 申请信息 (the equipment and the files are the frame's). */
  fields: ReactNode;
  /** The contract's body (the checked values, the button's `commit`, the files), sent as a create or (with `id`) an update. */
  save: (body: Out & { commit: boolean; attachmentIds: string[] }, id: string | undefined) => Promise<Saved>;
  pending: boolean;
  /** The kind's query root, invalidated by a save. */
  invalidates: QueryKey;
};

/**
 * The form frame of a service application: 申请信息 (the kind's fields), the unit's equipment to
 * choose, the files, 保存 and 提交; the institute's opinion above a returned one.
 */
export function ServiceApplicationForm<V extends FieldValues, Out, D extends { id: string; state: ReviewState; opinion: string | null }>(props: FormProps<V, Out, D>) {
  const { kind, text: t, detail, save, invalidates } = props;
  const client = useQueryClient();
  const equipment = useUnitEquipmentOptions();
  const contractForm = useContractForm(props.schema, { defaultValues: props.initial, notifyInvalid: true });
  const [attachments, setAttachments] = useState<Attachment[]>([...props.files]);
  const submit = contractForm.handle(async (checked, commit) => {
    const response = await save({ ...checked, commit, attachmentIds: attachments.map((attachment) => attachment.id) }, detail?.id);
    void client.invalidateQueries({ queryKey: invalidates });
    void client.invalidateQueries({ queryKey: attachmentKeys.ofType(kind.word) });
    notify('success', t(commit ? 'common.submitted' : 'common.saved'));
    return { leaveFor: kind.paths.view(response.body.id) };
  });
  return (
    <FormFrame form={contractForm} pb="16" testId={`${kind.word}-form`}>
      {detail?.state === 'returned' && detail.opinion && (
        <InfoNote status="warning" mb="4">{t('form.returned', { opinion: detail.opinion })}</InfoNote>
      )}
      <SectionCard title={t('form.basics')}>
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          {props.fields}
        </SimpleGrid>
      </SectionCard>
      <SectionCard title={t('form.equipment')}>
        <CheckboxGroupField name="equipmentIds" label={t('field.equipmentIds')} options={equipment} />
      </SectionCard>
      <SectionCard title={t('form.attachments')}>
        <Text fontSize="sm" color="gray.600" mb="3">
          {t('form.attachmentsHint')}
        </Text>
        <AttachmentUploader refType={kind.word} refId={detail?.id} value={attachments} onChange={setAttachments} />
      </SectionCard>
      <FormActions save={submit} pending={props.pending} />
    </FormFrame>
  );
}

type FormPageProps<V extends FieldValues, Out, D> = Omit<FormProps<V, Out, D>, 'initial' | 'detail' | 'files'> & {
  /** The record of `?id=` (nothing asked without one). */
  id: string;
  query: ComponentProps<typeof QueryView>['query'] & { data?: { body: D } | undefined };
  /** The form's values for a new application (`null`) or a loaded one. */
  initialOf: (detail: D | null) => V;
};

/** A service application's form page: a new one, or `?id=` for a draft or a returned one with its files; any other state is locked. */
export function ServiceApplicationFormPage<V extends FieldValues, Out, D extends { id: string; applicationNo: string; state: ReviewState; opinion: string | null }>(
  props: FormPageProps<V, Out, D>,
) {
  const { kind, text: t, id, query, initialOf, ...form } = props;
  const { label } = useI18n();
  useRecordTagTitle(query.data?.body.applicationNo, { edit: true });
  const files = useRecordAttachments(kind.word, id);
  if (!id) return <ServiceApplicationForm key="new" kind={kind} text={t} {...form} initial={initialOf(null)} detail={null} files={[]} />;
  return (
    <QueryView query={query}>
      {() => {
        const detail = query.data?.body;
        if (!detail) return null;
        if (detail.state !== 'draft' && detail.state !== 'returned') {
          return (
            <InfoNote>{t('form.locked', { state: label(REVIEW_STATES, detail.state) })}</InfoNote>
          );
        }
        return (
          <QueryView query={files}>
            {() => files.data && <ServiceApplicationForm key={id} kind={kind} text={t} {...form} initial={initialOf(detail)} detail={detail} files={files.data.body} />}
          </QueryView>
        );
      }}
    </QueryView>
  );
}

type FormPageParts<V extends FieldValues, Out, D> = Pick<FormProps<V, Out, D>, 'kind' | 'schema' | 'invalidates'> & {
  useText: () => ServiceApplicationText;
  /** The application of `?id=` (nothing asked without one). */
  useRecord: (id: string) => FormPageProps<V, Out, D>['query'];
  /** The kind's create and update as one save (`recordSave`). */
  useSave: () => Pick<FormProps<V, Out, D>, 'save' | 'pending'>;
  /** The form's values for a new application (with the equipment `?equipmentIds=` chose) or a loaded one. */
  initialOf: (detail: D | null, preselected: string[]) => V;
  /** The kind's own fields of 申请信息. */
  fields: ComponentType;
};

/** A kind's application form page in one call: its texts, record, save and fields around `ServiceApplicationFormPage`. */
export function serviceApplicationFormPage<V extends FieldValues, Out, D extends { id: string; applicationNo: string; state: ReviewState; opinion: string | null }>(
  parts: FormPageParts<V, Out, D>,
) {
  const { useText, useRecord, useSave, initialOf, fields: Fields, ...form } = parts;
  return function FormPage() {
    const t = useText();
    const { id, preselected } = useApplicationTarget();
    const query = useRecord(id);
    const save = useSave();
    return <ServiceApplicationFormPage {...form} {...save} text={t} id={id} query={query} initialOf={(detail) => initialOf(detail, preselected)} fields={<Fields />} />;
  };
}
