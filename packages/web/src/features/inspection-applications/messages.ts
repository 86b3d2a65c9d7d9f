import type { UiKey } from '../../i18n/i18n';
import { useCatalogue, type Catalogue } from '../../lib/text';
import { inspectionApplicationEn } from './messages-en';
import { inspectionApplicationZh, type InspectionApplicationOwnKey } from './messages-zh';

/** A key of the inspection application pages' text: their own, or a shared one of the app's catalogue. */
export type InspectionApplicationTextKey = InspectionApplicationOwnKey | UiKey;

const TEXT: Catalogue<InspectionApplicationOwnKey> = { 'zh-CN': inspectionApplicationZh, 'en-US': inspectionApplicationEn };

/** The inspection application pages' own text in the shell's locale. */
export function useInspectionApplicationText() {
  return useCatalogue(TEXT);
}
