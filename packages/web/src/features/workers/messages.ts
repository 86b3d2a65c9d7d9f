import type { UiKey } from '../../i18n/i18n';
import { useCatalogue, type Catalogue } from '../../lib/text';
import { workerEn } from './messages-en';
import { workerZh, type WorkerOwnKey } from './messages-zh';

/** A key of the operator pages' text: their own, or a shared one of the app's catalogue. */
export type WorkerTextKey = WorkerOwnKey | UiKey;

const WORKER_TEXT: Catalogue<WorkerOwnKey> = { 'zh-CN': workerZh, 'en-US': workerEn };

/** The operator pages' own text in the shell's locale. */
export function useWorkerText() {
  return useCatalogue(WORKER_TEXT);
}
