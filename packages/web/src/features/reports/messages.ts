import type { UiKey } from '../../i18n/i18n';
import { useCatalogue, type Catalogue } from '../../lib/text';
import { reportsEn } from './messages-en';
import { reportsZh, type ReportsOwnKey } from './messages-zh';

export type ReportsTextKey = ReportsOwnKey | UiKey;

const TEXT: Catalogue<ReportsOwnKey> = { 'zh-CN': reportsZh, 'en-US': reportsEn };

export function useReportsText() {
  return useCatalogue(TEXT);
}
