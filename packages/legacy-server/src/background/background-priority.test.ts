import { readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { BACKGROUND_NICE, lowerThreadPriority } from './background-priority';

/** The nice value of one thread of this process, read from the kernel (field 19 of its stat line). */
function threadNice(tid: number): number {
  const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
}

describe('lowerThreadPriority', () => {
  it('lowers the calling worker thread only, not the process it runs in', async () => {
    const mainBefore = getPriority();
    // A worker thread of its own (the module loaded with tsx, as the PDF pool loads its worker from sources).
    const worker = new Worker(
      `import('${new URL('./background-priority.ts', import.meta.url).href}').then((module) => {
         require('node:worker_threads').parentPort.postMessage(module.lowerThreadPriority());
         setTimeout(() => {}, 5000);
       });`,
      { eval: true, execArgv: ['--import', 'tsx'] },
    );
    const lowered = await new Promise<ReturnType<typeof lowerThreadPriority>>((resolve, reject) => worker.once('message', resolve).once('error', reject));
    try {
      expect(lowered.ok).toBe(true);
      const tid = lowered.ok ? lowered.tid : 0;
      expect(threadNice(tid)).toBe(BACKGROUND_NICE);
      expect(getPriority()).toBe(mainBefore);
    } finally {
      await worker.terminate();
    }
  });

  it('answers why when the thread id cannot be read, and changes nothing', () => {
    const before = getPriority();
    const result = lowerThreadPriority(BACKGROUND_NICE, '/nonexistent/thread-self');
    expect(result.ok).toBe(false);
    expect(getPriority()).toBe(before);
  });
});
