import { contract, type InteractionSide } from '@portal/contract';
import { MESSAGE_PAGE_PATH } from '../../routes/paths';

/** The message page keeps its view in the query: a thread (`id`), the new-thread form (`new`), or the list. */
export const threadUrl = (id: string) => `${MESSAGE_PAGE_PATH}?id=${encodeURIComponent(id)}`;
export const NEW_THREAD_URL = `${MESSAGE_PAGE_PATH}?new=1`;

/** A message's file through the thread's own route, which serves it to both sides (docs/interactions.md). */
export function threadFileUrl(side: InteractionSide, threadId: string, fileId: string): string {
  const route = side === 'institute' ? contract.interactions.deskFile : contract.interactions.file;
  return route.path.replace(':id', encodeURIComponent(threadId)).replace(':fileId', encodeURIComponent(fileId));
}
