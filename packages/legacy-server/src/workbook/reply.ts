import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import type { FastifyReply } from 'fastify';
import { workbookReply } from '../http/host-request';

/**
 * Answers a workbook file written by writeWorkbookFile (pool.ts) and removes it once sent: the answer
 * carries Content-Length (the browser's progress bar) and is streamed, so no workbook is held whole.
 */
export async function sendWorkbookFile(reply: FastifyReply, file: string, fileName: string, asciiName: string): Promise<FastifyReply> {
  try {
    const { size } = await stat(file);
    const stream = createReadStream(file);
    stream.once('close', () => void rm(file, { force: true }));
    return workbookReply(reply, size, fileName, asciiName).send(stream);
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
}
