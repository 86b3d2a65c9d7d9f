import type { Readable } from 'node:stream';

/**
 * The chunks of a stream, read with `read()` so that leaving the loop early does NOT destroy the
 * stream (a `for await` over the stream would): a multipart parser stalls for good on a destroyed
 * file stream, while an intact one can still be resumed and drained.
 */
export async function* chunksOf(stream: Readable): AsyncGenerator<Buffer> {
  for (;;) {
    const chunk = stream.read() as Buffer | null;
    if (chunk !== null) {
      yield chunk;
      continue;
    }
    if (stream.readableEnded || stream.destroyed) return;
    await new Promise<void>((resolve, reject) => {
      const settle = () => {
        stream.off('readable', settle);
        stream.off('end', settle);
        stream.off('error', fail);
        resolve();
      };
      const fail = (error: unknown) => {
        stream.off('readable', settle);
        stream.off('end', settle);
        stream.off('error', fail);
        reject(error);
      };
      stream.once('readable', settle);
      stream.once('end', settle);
      stream.once('error', fail);
    });
  }
}

/** The first chunks of a stream until they hold at least `size` bytes, or all of it if shorter. */
export async function readHead(chunks: AsyncGenerator<Buffer>, size: number): Promise<Buffer[]> {
  const head: Buffer[] = [];
  let length = 0;
  while (length < size) {
    const next = await chunks.next();
    if (next.done) break;
    head.push(next.value);
    length += next.value.length;
  }
  return head;
}
