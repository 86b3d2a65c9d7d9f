import { XLSX_MIME } from '@portal/contract';
import { contentDisposition } from '@portal/legacy-protocol';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { scopedUser, type ScopedUser } from './scope';
import { resolveSession } from './session-guard';

/**
 * The signed-in user and unit of a call to the print or data host: those hosts are outside /a,
 * where the session guard does not run, so the session is resolved here.
 */
export async function hostScopedUser(context: AppContext, request: FastifyRequest): Promise<ScopedUser | null> {
  request.legacySession = await resolveSession(context, request);
  return scopedUser(context, request);
}

/**
 * The headers of an .xlsx answer of `size` bytes: Content-Length for the browser's progress bar,
 * the Chinese file name with an ASCII one for older clients.
 */
export function workbookReply(reply: FastifyReply, size: number, fileName: string, asciiName: string): FastifyReply {
  return reply.header('content-type', XLSX_MIME).header('content-length', String(size)).header('content-disposition', contentDisposition(fileName, asciiName));
}
