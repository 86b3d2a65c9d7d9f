import { contract } from '@portal/contract';
import { ACCOUNT_REGISTRATION_MESSAGES, accountRegistrationFilePath } from '@portal/legacy-protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayContext } from '../../context';
import { relayPlatformFile } from '../../http/platform-file';
import { platformSession, sendProblem } from '../../http/respond';
import { sessionParams } from '../../legacy/client';

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const REFUSALS = { [ACCOUNT_REGISTRATION_MESSAGES.fileNotFound]: 404, [ACCOUNT_REGISTRATION_MESSAGES.forbidden]: 403 };

type Params = { id: string; fileId: string };

async function download(ctx: GatewayContext, request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) {
  const session = platformSession(request);
  const { fileId } = request.params;
  if (!ID.test(fileId) || !ID.test(request.params.id)) return sendProblem(ctx, request, reply, { problem: { status: 404 } });
  const query = sessionParams(new URLSearchParams({ __ajax: 'json' }), session);
  const url = `${ctx.hosts.platform.replace(/\/+$/, '')}${accountRegistrationFilePath(fileId)}?${query.toString()}`;
  return relayPlatformFile(ctx, request, reply, url, { refusals: REFUSALS, fallbackName: `申请材料-${fileId}` });
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
