import type { UiKey } from '../../i18n/i18n';
import { useCatalogue, type Catalogue } from '../../lib/text';
import { terminationEn } from './messages-en';
import { terminationZh, type TerminationOwnKey } from './messages-zh';

export type TerminationTextKey = TerminationOwnKey | UiKey;

const TEXT: Catalogue<TerminationOwnKey> = { 'zh-CN': terminationZh, 'en-US': terminationEn };

export function useTerminationText() {
  return useCatalogue(TEXT);
}
