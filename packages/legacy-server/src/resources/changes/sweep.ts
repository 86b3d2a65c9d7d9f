import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { deleteChangesBefore } from './store';

/**
 * How long a change is kept: a client that was away longer than this (cursor older than the oldest
 * row) reloads what it shows instead of catching up (docs/api.md, "Changes").
 */
export const CHANGE_RETENTION_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Every hour while the app runs, deletes the changes older than CHANGE_RETENTION_DAYS (by the app's
 * clock). Several servers on one database may sweep at once: a delete is idempotent.
 */
export function registerChangeSweep(app: FastifyInstance, context: AppContext): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const sweep = () => {
    if (running) return;
    running = deleteChangesBefore(context.db, new Date(context.now().getTime() - CHANGE_RETENTION_DAYS * DAY_MS))
      .then((deleted) => {
        if (deleted > 0) app.log.info({ deleted }, 'deleted changes past their retention');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'sweep of changes failed'))
      .finally(() => {
        running = undefined;
      });
  };

  app.addHook('onReady', async () => {
    timer = setInterval(sweep, SWEEP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
