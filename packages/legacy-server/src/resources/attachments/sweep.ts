import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { deleteUnlinkedBefore } from './unlinked';

/**
 * Every `sweepIntervalMs` while the app runs, deletes the unlinked files older than `ttlMs` (by the
 * app's clock). Several servers on one database may sweep at once: a delete is idempotent.
 */
export function registerUnlinkedSweep(app: FastifyInstance, context: AppContext): void {
  const { ttlMs, sweepIntervalMs } = context.unlinkedUploads;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const sweep = () => {
    if (running) return;
    running = deleteUnlinkedBefore(context.db, new Date(context.now().getTime() - ttlMs))
      .then((deleted) => {
        if (deleted > 0) app.log.info({ deleted }, 'deleted unlinked attachments past their time');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'sweep of unlinked attachments failed'))
      .finally(() => {
        running = undefined;
      });
  };

  app.addHook('onReady', async () => {
    timer = setInterval(sweep, sweepIntervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
