import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { serviceRegistrationRoutes } from '../../service-applications/registration-routes';
import { FAULT_REGISTRATION_KIND } from './kind';

/** `eleFaultMain`: the unit's elevator fault registrations and their workbook. */
export function faultRegistrationRoutes(app: FastifyInstance, context: AppContext): void {
  serviceRegistrationRoutes(app, context, FAULT_REGISTRATION_KIND);
}
