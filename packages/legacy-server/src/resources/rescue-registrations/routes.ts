import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { serviceRegistrationRoutes } from '../../service-applications/registration-routes';
import { RESCUE_REGISTRATION_KIND } from './kind';

/** `eleRcsMain`: the unit's elevator rescue registrations and their workbook. */
export function rescueRegistrationRoutes(app: FastifyInstance, context: AppContext): void {
  serviceRegistrationRoutes(app, context, RESCUE_REGISTRATION_KIND);
}
