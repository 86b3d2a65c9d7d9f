import { FAULT_REGISTRATION_WIRE_MODULE } from './fault-registrations';
import { RESCUE_REGISTRATION_WIRE_MODULE } from './rescue-registrations';

/**
 * The service kinds on the wire (docs/service-registrations.md), in one file: each kind's module is
 * re-exported here and its platform module named in the table below, so a new kind edits this file
 * alone (CONTRIBUTING.md, "Add a service kind"). What the kinds share is the kit in
 * ./service-applications.ts, which the kinds import and this file does not.
 */
export * from './terminations';
export * from './maintenance-projects';
export * from './fault-registrations';
export * from './rescue-registrations';

/** The platform module of each service kind, keyed by the contract's kind code (its `bizType` for files). */
export const SERVICE_KIND_WIRE_MODULES = {
  termination: 'pemEqmRlvBasic',
  'maintenance-project': 'epPemMaiprojApply',
  'fault-registration': FAULT_REGISTRATION_WIRE_MODULE,
  'rescue-registration': RESCUE_REGISTRATION_WIRE_MODULE,
} as const;
export type WireServiceModule = (typeof SERVICE_KIND_WIRE_MODULES)[keyof typeof SERVICE_KIND_WIRE_MODULES];
export const WIRE_SERVICE_MODULES: readonly WireServiceModule[] = Object.values(SERVICE_KIND_WIRE_MODULES);
