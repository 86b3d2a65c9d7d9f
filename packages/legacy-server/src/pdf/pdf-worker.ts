import { lowerThreadPriority } from '../background/background-priority.js';
import { pdfFonts } from './fonts.js';
import { runPdfJob, type PdfJob } from './jobs.js';

/**
 * A PDF worker thread of the pool (pool.ts; bundled beside the server's bundle by scripts/build.mjs): draws one document per call, off the platform's event
 * loop. The fonts are parsed once, when the worker starts, not on its first document.
 */
pdfFonts();

// Drawing yields the CPU to the platform's event loop, which answers everyone's light requests
// (docs/performance.md, "Heavy work on the platform"). Where it cannot (not Linux) documents are drawn as before.
const lowered = lowerThreadPriority();
if (!lowered.ok) process.emitWarning(`PDF worker keeps its priority: ${lowered.reason}`);

/** The finished bytes; they reach the caller as a Uint8Array (a structured clone). */
export default function render(job: PdfJob): Promise<Uint8Array> {
  return runPdfJob(job);
}
