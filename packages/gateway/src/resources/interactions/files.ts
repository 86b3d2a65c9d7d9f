import { contract } from '@portal/contract';
import { INTERACTION_MESSAGES, INTERACTION_WIRE_PATHS } from '@portal/legacy-protocol';
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../../context';
import { registerBinaryRoute, STORED_FILE } from '../../http/binary-route';

const REFUSALS = {
  [INTERACTION_MESSAGES.notFound]: 404,
  [INTERACTION_MESSAGES.fileNotFound]: 404,
  [INTERACTION_MESSAGES.forbidden]: 403,
};

/**
 * A file of a thread's message, streamed from the platform (`interact/file` for the unit,
 * `replyFile` for the institute), so that each side can open what the other sent
 * (docs/interactions.md, "Files"). Each route carries its contract route for the access guard.
 */
export function registerInteractionFiles(app: FastifyInstance, ctx: GatewayContext): void {
  for (const [route, wirePath] of [
    [contract.interactions.file, INTERACTION_WIRE_PATHS.file],
    [contract.interactions.deskFile, INTERACTION_WIRE_PATHS.replyFile],
  ] as const) {
    registerBinaryRoute(app, ctx, {
      route,
      kind: STORED_FILE,
      file: ({ params }) => ({ path: wirePath, query: { id: params.id, attsysid: params.fileId }, refusals: REFUSALS, fallbackName: `附件-${params.fileId}` }),
    });
  }
}
