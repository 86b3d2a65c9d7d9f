import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { serviceApplicationRoutes } from '../../service-applications/routes';
import { TERMINATION_KIND } from './kind';

/** `pemEqmRlvBasic`: the unit's termination applications and the institute's review of them. */
export function terminationRoutes(app: FastifyInstance, context: AppContext): void {
  serviceApplicationRoutes(app, context, TERMINATION_KIND);
}
