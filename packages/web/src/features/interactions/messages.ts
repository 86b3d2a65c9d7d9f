import type { UiKey } from '../../i18n/i18n';
import { useCatalogue, type Catalogue } from '../../lib/text';
import { interactionEn } from './messages-en';
import { interactionZh, type InteractionOwnKey } from './messages-zh';

export type InteractionTextKey = InteractionOwnKey | UiKey;

const TEXT: Catalogue<InteractionOwnKey> = { 'zh-CN': interactionZh, 'en-US': interactionEn };

export function useInteractionText() {
  return useCatalogue(TEXT);
}
