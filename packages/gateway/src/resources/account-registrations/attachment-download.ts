import { contract } from '@portal/contract';
import { ACCOUNT_REGISTRATION_MESSAGES, accountRegistrationFilePath, contentDisposition, dispositionFileName } from '@portal/legacy-protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { request as platformRequest } from 'undici';
import type { GatewayContext } from '../../context';
import { BAD_GATEWAY } from '../../http/problem';
import { platformSession, sendProblem } from '../../http/respond';
import { platformHeaders, resultOfText, sessionParams } from '../../legacy/client';
import { withRefusalStatus } from '../../legacy/platform-refusals';
import { transportFailure } from '../../legacy/transport-errors';

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const REFUSALS = { [ACCOUNT_REGISTRATION_MESSAGES.fileNotFound]: 404, [ACCOUNT_REGISTRATION_MESSAGES.forbidden]: 403 };

type Params = { id: string; fileId: string };

async function download(ctx: GatewayContext, request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) {
  const session = platformSession(request);
  const { fileId } = request.params;
  if (!ID.test(fileId) || !ID.test(request.params.id)) return sendProblem(ctx, request, reply, { problem: { status: 404 } });
  const query = sessionParams(new URLSearchParams({ __ajax: 'json' }), session);
  let response;
  try {
    response = await platformRequest(`${ctx.hosts.platform.replace(/\/+$/, '')}${accountRegistrationFilePath(fileId)}?${query.toString()}`, {
      method: 'GET',
      headers: platformHeaders(ctx.config.platformSecret),
      headersTimeout: ctx.config.legacyTimeoutMs,
      bodyTimeout: ctx.config.legacyTimeoutMs,
    });
  } catch (error) {
    return sendProblem(ctx, request, reply, transportFailure(error));
  }
  const type = String(response.headers['content-type'] ?? 'application/octet-stream');
  // The platform refuses in JSON; JSON is no type a document may have.
  if (response.statusCode >= 400 || type.startsWith('application/json')) {
    const outcome = withRefusalStatus(resultOfText(response.statusCode, await response.body.text()), REFUSALS);
    return sendProblem(ctx, request, reply, outcome.ok ? { problem: BAD_GATEWAY, cause: 'JSON success instead of a file' } : outcome);
  }
  const name = dispositionFileName(String(response.headers['content-disposition'] ?? '')) ?? `申请材料-${fileId}`;
  return reply.status(200).header('content-type', type).header('content-disposition', contentDisposition(name)).header('cache-control', 'private, no-store').send(response.body);
}

/** A document of a registration application, streamed from the platform beside the router. */
export function registerApplicationFileDownload(app: FastifyInstance, ctx: GatewayContext): void {
  app.route<{ Params: Params }>({
    method: 'GET',
    url: contract.accountRegistrations.downloadAttachment.path,
    config: { tsRestRoute: contract.accountRegistrations.downloadAttachment },
    handler: (request, reply) => download(ctx, request, reply),
  });
}
