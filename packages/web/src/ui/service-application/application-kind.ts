import type { ReviewedServiceKind } from '@portal/contract';
import type { UiKey } from '../../i18n/i18n';
import type { TextFn } from '../../lib/text';

/**
 * What the service-application pages (docs/service-registrations.md) need to know of one kind
 * (a termination, a maintenance project): its word, which names its attachments, flow log and
 * test ids, and the paths of its pages.
 */
export type ServiceApplicationKind = {
  word: ReviewedServiceKind;
  /** The institute's list's test id (the e2e journeys name it). */
  reviewListTestId: string;
  paths: { form: (id?: string) => string; view: (id: string) => string; reviewDetail: (id: string) => string };
};

/** The keys every kind's catalogue holds for the shared pages (each feature's messages-zh.ts). */
export type ServiceApplicationKey =
  | 'list.title'
  | 'list.new'
  | 'list.total'
  | 'list.keyword'
  | 'review.title'
  | 'review.total'
  | 'field.applicationNo'
  | 'field.equipment'
  | 'field.equipmentIds'
  | 'field.registerCode'
  | 'field.equipmentName'
  | 'field.state'
  | 'field.appliedAt'
  | 'field.opinion'
  | 'field.unitName'
  | 'form.basics'
  | 'form.equipment'
  | 'form.locked'
  | 'form.returned'
  | 'form.attachments'
  | 'form.attachmentsHint'
  | 'view.title'
  | 'view.history'
  | UiKey;

export type ServiceApplicationText = TextFn<ServiceApplicationKey>;
