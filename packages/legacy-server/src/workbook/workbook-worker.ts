import { BULK_NICE, lowerThreadPriority } from '../background/background-priority.js';
import type { FromWorkbookWorker, ToWorkbookWorker, WorkbookTask } from './messages.js';
import { openSheetWriter } from './sheet.js';

/**
 * A workbook worker thread of the pool (pool.ts; bundled beside the server's bundle by
 * scripts/build.mjs): builds a workbook's XML, zips it and writes the file, off the platform's event
 * loop, while the event loop reads the rows from PGlite (docs/performance.md, "Heavy work on the platform").
 */

// Writing yields the CPU to the event loop that answers everyone's light requests; where it cannot (not Linux) it writes as before.
const lowered = lowerThreadPriority(BULK_NICE);
if (!lowered.ok) process.emitWarning(`Workbook worker keeps its priority: ${lowered.reason}`);

/** Writes the batches that arrive on the task's port until the end; answers the row count. */
export default function writeWorkbook({ file, sheet, port }: WorkbookTask): Promise<number> {
  const writer = openSheetWriter(file, sheet);
  let written = 0;
  let batches = 0;
  return new Promise<number>((resolve, reject) => {
    port.on('message', (message: ToWorkbookWorker) => {
      try {
        if ('rows' in message) {
          writer.add(message.rows);
          written += message.rows.length;
          batches += 1;
          port.postMessage({ batches } satisfies FromWorkbookWorker);
        } else if ('end' in message) {
          writer.finish().then(() => resolve(written), reject);
        } else {
          // The event loop gave up (a failed read): the caller removes the file once this settles.
          writer.abandon();
          resolve(written);
        }
      } catch (error) {
        writer.abandon();
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  }).finally(() => port.close());
}
