import { AUDIT_STATES, type ZAuditQuerySchema } from '@portal/contract';
import type { z } from 'zod';
import { defineList, type FilterDef, type ListDefinition, type ListParams } from '../../ui/list-page';
import type { PasswordResetAuditTextKey } from './messages';

export type PasswordResetQuery = z.input<typeof ZAuditQuerySchema>;
type CheckFilterKey = 'keyword' | 'submittedFrom' | 'submittedTo';
type QueryFilterKey = CheckFilterKey | 'state';

const KEYWORD: FilterDef<'keyword', PasswordResetAuditTextKey> = { kind: 'text', key: 'keyword', label: 'field.keyword', placeholder: 'field.keywordHint', maxLength: 100 };
const SUBMITTED: FilterDef<'submittedFrom' | 'submittedTo', PasswordResetAuditTextKey> = { kind: 'dateRange', from: 'submittedFrom', to: 'submittedTo', label: 'field.submitted' };

const checkBase = defineList<PasswordResetQuery, CheckFilterKey, PasswordResetAuditTextKey>({ filters: [KEYWORD, SUBMITTED], sort: 'submittedAt:asc' });

/** 密码重置审核: the applications waiting, oldest first (first come, first served). */
export const RESET_CHECK_LIST: ListDefinition<CheckFilterKey, PasswordResetQuery, PasswordResetAuditTextKey> = {
  ...checkBase,
  toQuery: (params: ListParams<CheckFilterKey>) => ({ ...checkBase.toQuery(params), state: 'pending' }),
};

/** 密码重置查询: every application, newest first, by state too. */
export const RESET_QUERY_LIST = defineList<PasswordResetQuery, QueryFilterKey, PasswordResetAuditTextKey>({
  filters: [KEYWORD, { kind: 'option', key: 'state', label: 'field.state', options: AUDIT_STATES }, SUBMITTED],
  sort: 'submittedAt:desc',
});
