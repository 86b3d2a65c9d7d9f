export const NOTICE_LIST_PATH = '/notice';

export function noticeDetailPath(id: string): string {
  return `/notice/detail?id=${encodeURIComponent(id)}`;
}
