export { buildGateway } from './app';
export { ConfigError, loadConfig, type GatewayConfig, type LogLevel } from './config';
export { startEmbeddedPlatform, type EmbeddedPlatform } from './embedded';
export { createLegacyClient, type LegacyCall, type LegacyClient, type LegacyResult } from './legacy/client';
export { sealSession, unsealSession, type SessionPayload } from './session/seal';
export { SESSION_COOKIE } from './session/cookie';
export { buildOpenApiDocument } from './plugins/openapi';
