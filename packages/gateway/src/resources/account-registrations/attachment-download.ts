import { contract } from '@portal/contract';
import { ACCOUNT_REGISTRATION_MESSAGES, accountRegistrationFilePath } from '@portal/legacy-protocol';
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../../context';
import { registerBinaryRoute, STORED_FILE } from '../../http/binary-route';

const REFUSALS = { [ACCOUNT_REGISTRATION_MESSAGES.fileNotFound]: 404, [ACCOUNT_REGISTRATION_MESSAGES.forbidden]: 403 };

/** A document of a registration application, streamed from the platform beside the router; an id no file can have is a 404. */
export function registerApplicationFileDownload(app: FastifyInstance, ctx: GatewayContext): void {
  registerBinaryRoute(app, ctx, {
    route: contract.accountRegistrations.downloadAttachment,
    kind: STORED_FILE,
    file: ({ params }) => ({ path: accountRegistrationFilePath(params.fileId), refusals: REFUSALS, fallbackName: `申请材料-${params.fileId}` }),
    malformed: { cause: 'not-found', status: 404 },
  });
}
