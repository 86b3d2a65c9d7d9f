import { useCatalogue, type Catalogue } from '../equipment/common/text';
import { useRecordEn } from './messages-en';
import { useRecordZh, type UseRecordTextKey } from './messages-zh';

export type { UseRecordTextKey } from './messages-zh';

const USE_RECORD_TEXT: Catalogue<UseRecordTextKey> = { 'zh-CN': useRecordZh, 'en-US': useRecordEn };

export function useUseRecordText() {
  return useCatalogue(USE_RECORD_TEXT);
}
