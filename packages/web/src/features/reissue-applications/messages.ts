import type { UiKey } from '../../i18n/i18n';
import { useCatalogue, type Catalogue } from '../../lib/text';
import { reissueApplicationsEn } from './messages-en';
import { reissueApplicationsZh, type ReissueApplicationsOwnKey } from './messages-zh';

export type ReissueApplicationsTextKey = ReissueApplicationsOwnKey | UiKey;

const TEXT: Catalogue<ReissueApplicationsOwnKey> = { 'zh-CN': reissueApplicationsZh, 'en-US': reissueApplicationsEn };

export function useReissueApplicationsText() {
  return useCatalogue(TEXT);
}
