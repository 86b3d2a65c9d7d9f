import type { UiKey } from '../../i18n/i18n';
import { useCatalogue, type Catalogue } from '../../lib/text';
import { inspectionProcessingEn } from './messages-en';
import { inspectionProcessingZh, type InspectionProcessingOwnKey } from './messages-zh';

/** A key of the institute's inspection pages' text: their own, or a shared one of the app's catalogue. */
export type InspectionProcessingTextKey = InspectionProcessingOwnKey | UiKey;

const TEXT: Catalogue<InspectionProcessingOwnKey> = { 'zh-CN': inspectionProcessingZh, 'en-US': inspectionProcessingEn };

export function useInspectionProcessingText() {
  return useCatalogue(TEXT);
}
