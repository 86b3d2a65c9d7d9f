import { useLocation } from 'react-router-dom';
import { attachToaster, type Notice } from '../ui/notice-queue';

/** Where the page has navigated to, for tests of pages that navigate after a save. */
export function CurrentLocation() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Runs `work` with the toaster's messages collected. */
export async function withNotices(work: (notices: Notice[]) => Promise<void>): Promise<void> {
  const notices: Notice[] = [];
  const detach = attachToaster((notice) => notices.push(notice));
  try {
    await work(notices);
  } finally {
    detach();
  }
}
