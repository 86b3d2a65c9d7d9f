import { ACCOUNT_STATES, type ZAccountQuerySchema } from '@portal/contract';
import type { z } from 'zod';
import { defineList } from '../../ui/list-page';
import type { AccountTextKey } from './messages';

export type AccountQuery = z.input<typeof ZAccountQuerySchema>;
type AccountFilterKey = 'keyword' | 'state';

/** 成员账号管理: login names in order; by keyword (account, name, unit) and state. */
export const ACCOUNT_LIST = defineList<AccountQuery, AccountFilterKey, AccountTextKey>({
  filters: [
    { kind: 'text', key: 'keyword', label: 'field.keyword', placeholder: 'field.keywordHint', maxLength: 100 },
    { kind: 'option', key: 'state', label: 'field.state', options: ACCOUNT_STATES },
  ],
  sort: 'loginName:asc',
});
