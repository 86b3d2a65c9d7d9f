// Types of compose-env.mjs for the TypeScript that imports it (scripts/compose.test.ts, deploy/test/).
export type ComposeService = {
  image?: string;
  build?: { context: string; target: string };
  command?: string[];
  environment?: Record<string, string | number>;
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  stop_grace_period?: string;
  deploy?: { replicas?: string | number };
  volumes?: string[];
};
export type Compose = { services: Record<string, ComposeService>; volumes?: Record<string, unknown> };
export function parseEnvFile(text: string): Record<string, string>;
export function interpolate(value: string, env: Record<string, string>): string;
export function readCompose(): Compose;
export function readEnvExample(): Record<string, string>;
export function serviceEnvironment(compose: Compose, service: string, env: Record<string, string>): Record<string, string>;
export function serviceCommand(compose: Compose, service: string, env: Record<string, string>): string[];
