import type { ServiceKind } from '@portal/contract';
import type { WireAttachmentBizType } from '@portal/legacy-protocol';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './app-context';
import { FAULT_REGISTRATION_KIND } from './resources/fault-registrations/kind';
import { faultRegistrationRoutes } from './resources/fault-registrations/routes';
import { MAINTENANCE_PROJECT_KIND } from './resources/maintenance-projects/kind';
import { maintenanceProjectRoutes } from './resources/maintenance-projects/routes';
import { RESCUE_REGISTRATION_KIND } from './resources/rescue-registrations/kind';
import { rescueRegistrationRoutes } from './resources/rescue-registrations/routes';
import { TERMINATION_KIND } from './resources/terminations/kind';
import { terminationRoutes } from './resources/terminations/routes';
import type { ServiceRegistrationTable } from './service-applications/registration-tables';
import type { ServiceApplicationTable } from './service-applications/tables';

/** What the platform needs of a service kind: its table, its module (attachments' `bizType`), its list path, its routes. */
export type ServiceKindServer = {
  kind: { table: ServiceApplicationTable | ServiceRegistrationTable; bizType: WireAttachmentBizType; paths: { list: string } };
  routes: (app: FastifyInstance, context: AppContext) => void;
};

/**
 * The platform's one table of the contract's service kinds (docs/service-registrations.md): each
 * kind's kit description and routes. The app registers the routes and the attachment checks take
 * the tables from here, so a new kind is one entry (a Record: the compiler refuses one left out).
 */
export const SERVICE_KIND_SERVERS: Readonly<Record<ServiceKind, ServiceKindServer>> = {
  termination: { kind: TERMINATION_KIND, routes: terminationRoutes },
  'maintenance-project': { kind: MAINTENANCE_PROJECT_KIND, routes: maintenanceProjectRoutes },
  'fault-registration': { kind: FAULT_REGISTRATION_KIND, routes: faultRegistrationRoutes },
  'rescue-registration': { kind: RESCUE_REGISTRATION_KIND, routes: rescueRegistrationRoutes },
};
