import { Text } from '@chakra-ui/react';
import type { Attachment } from '@portal/contract';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { attachmentKeys, useRecordAttachments } from '../../api/queries/attachments';
import { useRecordTagTitle } from '../../lib/page-tag';
import { AttachmentUploader } from '../attachments/attachment-uploader';
import { FormFrame, useContractForm, type FormSchema } from '../form';
import { FormSaveBar } from '../form/form-save-bar';
import { QueryView } from '../query-states';
import { SectionCard } from '../section-card';
import { notify } from '../toaster';
import { useApplicationTarget } from './application-pages';
import type { RegistrationKind, RegistrationText } from './registration-kind';

type Saved = { body: { id: string } };

type FormProps<V extends FieldValues, Out> = {
  kind: RegistrationKind;
  text: RegistrationText;
  schema: FormSchema<V, Out>;
  initial: V;
  /** The record's id when it is edited (nothing for a new one). */
  id: string | undefined;
  files: readonly Attachment[];
  /** The kind's sections of fields; the files and the save bar are the frame's. */
  children: ReactNode;
  /** The contract's body (the checked values and the files), sent as a create or (with `id`) an update. */
  save: (body: Out & { attachmentIds: string[] }, id: string | undefined) => Promise<Saved>;
  pending: boolean;
  /** The kind's query root, invalidated by a save. */
  invalidates: QueryKey;
  /** The save button's words (保存 unless given). */
  saveLabel?: string;
};

/** The form frame of a registration: the kind's sections, the files, and one 保存 (no draft, no review). */
export function RegistrationForm<V extends FieldValues, Out>(props: FormProps<V, Out>) {
  const { kind, text: t, id, save, invalidates } = props;
  const client = useQueryClient();
  const contractForm = useContractForm(props.schema, { defaultValues: props.initial, notifyInvalid: true });
  const [attachments, setAttachments] = useState<Attachment[]>([...props.files]);
  const submit = contractForm.handle(async (checked) => {
    const response = await save({ ...checked, attachmentIds: attachments.map((attachment) => attachment.id) }, id);
    void client.invalidateQueries({ queryKey: invalidates });
    void client.invalidateQueries({ queryKey: attachmentKeys.ofType(kind.refType) });
    notify('success', t('common.saved'));
    return { leaveFor: kind.paths.view(response.body.id) };
  });
  return (
    <FormFrame form={contractForm} pb="16" testId={`${kind.testWord}-form`}>
      {props.children}
      <SectionCard title={t('form.attachments')}>
        <Text fontSize="sm" color="gray.600" mb="3">
          {t('form.attachmentsHint')}
        </Text>
        <AttachmentUploader refType={kind.refType} refId={id} value={attachments} onChange={setAttachments} />
      </SectionCard>
      <FormSaveBar save={() => submit(false)} pending={props.pending} label={props.saveLabel} />
    </FormFrame>
  );
}

type FormPageProps<V extends FieldValues, Out, D> = Omit<FormProps<V, Out>, 'initial' | 'id' | 'files'> & {
  /** The record of `?id=` (nothing asked without one). */
  id: string;
  query: ComponentProps<typeof QueryView>['query'] & { data?: { body: D } | undefined };
  /** The form's values for a new record (`null`) or the loaded one. */
  initialOf: (record: D | null) => V;
};

/** A registration's form page: a new record, or `?id=` for the loaded one with its files. */
export function RegistrationFormPage<V extends FieldValues, Out, D>(props: FormPageProps<V, Out, D>) {
  const { kind, id, query, initialOf, ...form } = props;
  const files = useRecordAttachments(kind.refType, id);
  if (!id) return <RegistrationForm key="new" kind={kind} {...form} initial={initialOf(null)} id={undefined} files={[]} />;
  return (
    <QueryView query={query}>
      {() => (
        <QueryView query={files}>
          {() => query.data && files.data && <RegistrationForm key={id} kind={kind} {...form} initial={initialOf(query.data.body)} id={id} files={files.data.body} />}
        </QueryView>
      )}
    </QueryView>
  );
}

type FormPageParts<V extends FieldValues, Out, D, T extends RegistrationText> = Pick<FormProps<V, Out>, 'kind' | 'schema' | 'invalidates'> & {
  useText: () => T;
  /** The record of `?id=` (nothing asked without one). */
  useRecord: (id: string) => FormPageProps<V, Out, D>['query'];
  /** The kind's create and update as one save (`recordSave`). */
  useSave: () => Pick<FormProps<V, Out>, 'save' | 'pending'>;
  initialOf: (record: D | null) => V;
  /** The page tag's words for the record (nothing while it loads or for a new one). */
  tag: (record: D | undefined) => string;
  /** The kind's sections of fields. */
  fields: ComponentType;
  /** The save button's words (保存 unless given). */
  saveLabel?: (text: T) => string;
};

/** A kind's registration form page in one call: its texts, record, save and sections around `RegistrationFormPage`. */
export function registrationFormPage<V extends FieldValues, Out, D, T extends RegistrationText>(parts: FormPageParts<V, Out, D, T>) {
  const { useText, useRecord, useSave, tag, fields: Fields, saveLabel, ...form } = parts;
  return function FormPage() {
    const t = useText();
    const { id } = useApplicationTarget();
    const query = useRecord(id);
    useRecordTagTitle(tag(query.data?.body), { edit: true });
    const save = useSave();
    return (
      <RegistrationFormPage {...form} {...save} text={t} id={id} query={query} saveLabel={saveLabel?.(t)}>
        <Fields />
      </RegistrationFormPage>
    );
  };
}
