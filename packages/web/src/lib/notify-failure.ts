import { notify } from '../ui/toaster';
import { problemText } from './problem-text';

/** The toast of a failed save: the gateway's own words (also for 501/502), never a bare status. */
export function notifyFailure(error: unknown, fallback: string): void {
  notify('error', problemText(error, fallback));
}
