import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { chunksOf, readHead } from './stream-reading';

async function collect(chunks: AsyncGenerator<Buffer>): Promise<string> {
  const parts: Buffer[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts).toString();
}

describe('chunksOf', () => {
  it('reads a stream to its end, including data written later', async () => {
    const stream = new PassThrough();
    stream.write('%PDF-');
    setTimeout(() => stream.end('1.7'), 10);
    expect(await collect(chunksOf(stream))).toBe('%PDF-1.7');
  });

  it('leaves the stream intact when the reader stops early, so it can still be drained', async () => {
    const stream = new PassThrough();
    stream.write('head');
    const chunks = chunksOf(stream);
    await chunks.next();
    await chunks.return(undefined);
    expect(stream.destroyed).toBe(false);
    stream.end('rest');
    stream.resume();
    await new Promise((resolve) => stream.once('end', resolve));
  });

  it('passes a stream error on', async () => {
    const stream = new PassThrough();
    setTimeout(() => stream.destroy(new Error('socket hang up')), 5);
    await expect(collect(chunksOf(stream))).rejects.toThrow('socket hang up');
  });
});

describe('readHead', () => {
  it('gathers chunks until it has the bytes it asked for, and the rest stays readable', async () => {
    const chunks = chunksOf(Readable.from([Buffer.from('%P'), Buffer.from('DF-1'), Buffer.from('.7 rest')], { objectMode: false }));
    const head = Buffer.concat(await readHead(chunks, 5)).toString();
    expect(head.length).toBeGreaterThanOrEqual(5);
    expect(head + (await collect(chunks))).toBe('%PDF-1.7 rest');
  });

  it('answers what there is of a short stream', async () => {
    const head = await readHead(chunksOf(Readable.from([Buffer.from('MZ')])), 8);
    expect(Buffer.concat(head).toString()).toBe('MZ');
  });
});
