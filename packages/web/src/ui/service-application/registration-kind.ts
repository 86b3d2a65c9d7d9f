import type { RegisteredServiceKind } from '@portal/contract';
import type { UiKey } from '../../i18n/i18n';
import type { TextFn } from '../../lib/text';

/**
 * What the registration pages (rescue, fault: saved as they are, no review) need to know of one
 * kind: its attachment word, the word of its test ids, and the paths of its pages.
 */
export type RegistrationKind = {
  refType: RegisteredServiceKind;
  testWord: string;
  paths: { form: (id?: string) => string; view: (id: string) => string };
};

/** The keys every registration's catalogue holds for the shared pages. */
export type RegistrationKey =
  | 'list.title'
  | 'list.new'
  | 'list.total'
  | 'form.attachments'
  | 'form.attachmentsHint'
  | 'form.equipment'
  | 'form.elevatorHint'
  | 'field.registerCode'
  | 'field.place'
  | UiKey;

export type RegistrationText = TextFn<RegistrationKey>;
