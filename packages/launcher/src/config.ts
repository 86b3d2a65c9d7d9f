import path from 'node:path';
import { ConfigError, loadConfig, type GatewayConfig } from '@portal/gateway';

/** The reference platform the launcher runs in-process when no LEGACY_URL is given. */
export type EmbeddedPlatformConfig = {
  /** PGlite data folder: DATA_DIR/legacy. */
  dataDir: string;
  /** PostgreSQL instead of PGlite. */
  databaseUrl?: string;
  /** Generated equipment files added to the demo data on the first (seeding) start. */
  seedEquipment: number;
};

/** With LEGACY_URL the platform runs elsewhere (`platform: null`); without it the launcher embeds one. */
export type LauncherConfig =
  | { gateway: GatewayConfig & { legacyUrl: string }; platform: null }
  | { gateway: GatewayConfig; platform: EmbeddedPlatformConfig };

function text(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === '' ? undefined : trimmed;
}

/**
 * The gateway's configuration (every variable it reads), plus the launcher's own: DATABASE_URL and
 * SEED_EQUIPMENT. Throws the gateway's ConfigError naming every bad variable.
 */
export function loadLauncherConfig(env: Record<string, string | undefined>): LauncherConfig {
  const problems: { variable: string; message: string }[] = [];
  let gateway: GatewayConfig | undefined;
  try {
    gateway = loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    problems.push(...error.problems);
  }
  const databaseUrl = text(env.DATABASE_URL);
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push({ variable: 'DATABASE_URL', message: 'must be a postgres:// or postgresql:// URL' });
  }
  const seedText = text(env.SEED_EQUIPMENT) ?? '0';
  if (!/^\d+$/.test(seedText)) problems.push({ variable: 'SEED_EQUIPMENT', message: 'must be a whole number' });
  if (problems.length > 0 || !gateway) throw new ConfigError(problems);

  if (gateway.legacyUrl) return { gateway: { ...gateway, legacyUrl: gateway.legacyUrl }, platform: null };
  return {
    gateway,
    platform: {
      dataDir: path.join(gateway.dataDir, 'legacy'),
      ...(databaseUrl !== undefined ? { databaseUrl } : {}),
      seedEquipment: Number(seedText),
    },
  };
}
