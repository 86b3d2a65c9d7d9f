import type { UiKey } from '../../i18n/i18n';
import { useCatalogue, type Catalogue } from '../../lib/text';
import { flowLogEn } from './messages-en';
import { flowLogZh, type FlowLogOwnKey } from './messages-zh';

export type FlowLogTextKey = FlowLogOwnKey | UiKey;

const TEXT: Catalogue<FlowLogOwnKey> = { 'zh-CN': flowLogZh, 'en-US': flowLogEn };

export function useFlowLogText() {
  return useCatalogue(TEXT);
}
