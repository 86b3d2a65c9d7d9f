import { contract, ZInteractionFileParams } from '@portal/contract';
import { INTERACTION_MESSAGES, INTERACTION_WIRE_PATHS } from '@portal/legacy-protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayContext } from '../../context';
import { relayPlatformFile } from '../../http/platform-file';
import { platformSession, sendProblem } from '../../http/respond';
import { sessionParams } from '../../legacy/client';

const REFUSALS = {
  [INTERACTION_MESSAGES.notFound]: 404,
  [INTERACTION_MESSAGES.fileNotFound]: 404,
  [INTERACTION_MESSAGES.forbidden]: 403,
};

type FileParams = { id: string; fileId: string };

/**
 * A file of a thread's message, streamed from the platform (`interact/file` for the unit,
 * `replyFile` for the institute), so that each side can open what the other sent
 * (docs/interactions.md, "Files"). A JSON answer is the platform's refusal.
 */
async function sendThreadFile(ctx: GatewayContext, wirePath: string, request: FastifyRequest<{ Params: FileParams }>, reply: FastifyReply) {
  const session = platformSession(request);
  const params = ZInteractionFileParams.safeParse(request.params);
  if (!params.success) {
    const errors = params.error.issues.map((issue) => ({ path: `params.${issue.path.join('.')}`, message: issue.message }));
    return sendProblem(ctx, request, reply, { problem: { status: 400, detail: errors[0]?.message, errors } });
  }
  const query = sessionParams(new URLSearchParams({ id: params.data.id, attsysid: params.data.fileId }), session);
  query.set('__ajax', 'json');
  const url = `${ctx.hosts.platform.replace(/\/+$/, '')}${wirePath}?${query.toString()}`;
  return relayPlatformFile(ctx, request, reply, url, { refusals: REFUSALS, fallbackName: `附件-${params.data.fileId}` });
}

/** The two file routes beside the router (they stream); each carries its contract route for the access guard. */
export function registerInteractionFiles(app: FastifyInstance, ctx: GatewayContext): void {
  for (const [route, wirePath] of [
    [contract.interactions.file, INTERACTION_WIRE_PATHS.file],
    [contract.interactions.deskFile, INTERACTION_WIRE_PATHS.replyFile],
  ] as const) {
    app.route<{ Params: FileParams }>({
      method: 'GET',
      url: route.path,
      config: { tsRestRoute: route },
      handler: (request, reply) => sendThreadFile(ctx, wirePath, request, reply),
    });
  }
}
