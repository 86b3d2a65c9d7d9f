import { REGISTRATION_STATES, type ZAccountRegistrationQuerySchema } from '@portal/contract';
import type { z } from 'zod';
import { defineList } from '../../ui/list-page';
import type { AccountRegistrationTextKey } from './messages';

export type AccountRegistrationQuery = z.input<typeof ZAccountRegistrationQuerySchema>;
type FilterKey = 'keyword' | 'state' | 'submittedFrom' | 'submittedTo';

/** 注册确认: every application, newest first, by keyword, state and application date. */
export const ACCOUNT_REGISTRATION_LIST = defineList<AccountRegistrationQuery, FilterKey, AccountRegistrationTextKey>({
  filters: [
    { kind: 'text', key: 'keyword', label: 'field.keyword', placeholder: 'field.keywordHint', maxLength: 100 },
    { kind: 'option', key: 'state', label: 'field.state', options: REGISTRATION_STATES },
    { kind: 'dateRange', from: 'submittedFrom', to: 'submittedTo', label: 'field.submitted' },
  ],
  sort: 'submittedAt:desc',
});
