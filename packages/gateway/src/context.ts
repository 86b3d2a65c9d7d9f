import type { AuditLog } from './audit/audit-log';
import type { GatewayConfig } from './config';
import type { LegacyClient } from './legacy/client';
import type { SharedStore } from './security/shared-store';
import type { SessionIssuer } from './session/auth';

/** What route modules need from the running gateway. */
export type GatewayContext = {
  config: GatewayConfig;
  legacy: LegacyClient;
  sessions: SessionIssuer;
  /** Base URLs of the platform and of its print (PDF) and data (import/export) hosts. */
  hosts: { platform: string; print: string; data: string };
  /** Login failures and session roles shared by every gateway instance. */
  store: SharedStore;
  audit: AuditLog;
};
