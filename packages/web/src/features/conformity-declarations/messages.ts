import type { UiKey } from '../../i18n/i18n';
import { useCatalogue, type Catalogue } from '../../lib/text';
import { conformityDeclarationsEn } from './messages-en';
import { conformityDeclarationsZh, type ConformityDeclarationsOwnKey } from './messages-zh';

export type ConformityDeclarationsTextKey = ConformityDeclarationsOwnKey | UiKey;

const TEXT: Catalogue<ConformityDeclarationsOwnKey> = { 'zh-CN': conformityDeclarationsZh, 'en-US': conformityDeclarationsEn };

export function useConformityDeclarationsText() {
  return useCatalogue(TEXT);
}
