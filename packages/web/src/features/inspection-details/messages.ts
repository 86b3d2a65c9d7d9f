import type { UiKey } from '../../i18n/i18n';
import { useCatalogue, type Catalogue } from '../../lib/text';
import { inspectionDetailsEn } from './messages-en';
import { inspectionDetailsZh, type InspectionDetailsOwnKey } from './messages-zh';

export type InspectionDetailsTextKey = InspectionDetailsOwnKey | UiKey;

const TEXT: Catalogue<InspectionDetailsOwnKey> = { 'zh-CN': inspectionDetailsZh, 'en-US': inspectionDetailsEn };

export function useInspectionDetailsText() {
  return useCatalogue(TEXT);
}
