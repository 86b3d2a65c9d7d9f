import { contract } from '@portal/contract';
import { payCertificatePath } from '@portal/legacy-protocol';
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../../context';
import { PLATFORM_PDF, registerBinaryRoute } from '../../http/binary-route';
import { PAYMENT_REFUSALS } from './routes';

/**
 * `GET /api/v1/inspection-applications/:id/pay-certificate`: the platform's pay certificate PDF of a
 * paid application, passed through with its Chinese file name (Content-Disposition filename*); access
 * inspection:pay. An id no application can have is a 404.
 */
export function registerPayCertificate(app: FastifyInstance, ctx: GatewayContext): void {
  registerBinaryRoute(app, ctx, {
    route: contract.inspectionApplications.payCertificate,
    kind: PLATFORM_PDF,
    file: ({ params }) => ({ path: payCertificatePath(params.id), refusals: PAYMENT_REFUSALS }),
    malformed: { cause: 'not-found', status: 404 },
  });
}
