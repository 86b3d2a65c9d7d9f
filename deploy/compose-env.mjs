// What docker-compose.yml gives each service, computed without Docker (none runs on the test machines):
// compose's variable interpolation over an operator's .env. Read by scripts/compose.test.ts and by the
// deployment test (deploy/test/), which starts each service with exactly this environment.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

const root = join(import.meta.dirname, '..');

/** `KEY=value` lines of an env file (comments and blank lines skipped; values taken as written). */
export function parseEnvFile(text) {
  return Object.fromEntries(
    text
      .split('\n')
      .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

/** Compose's `${VAR}`, `${VAR:-default}` and `${VAR:?message}` (names may hold digits: WECHATPAY_APIV3_KEY). */
export function interpolate(value, env) {
  return value.replace(/\$\{([A-Z][A-Z0-9_]*)(?::([-?])([^}]*))?\}/g, (_all, name, op, arg) => {
    const set = env[name];
    if (set !== undefined && set !== '') return set;
    if (op === '-') return arg ?? '';
    if (op === '?') throw new Error(`${name}: ${arg}`);
    return '';
  });
}

export function readCompose() {
  return parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8'));
}

export function readEnvExample() {
  return parseEnvFile(readFileSync(join(root, '.env.example'), 'utf8'));
}

/** A service's `environment`, interpolated with `env` (an operator's .env). */
export function serviceEnvironment(compose, service, env) {
  const environment = compose.services[service]?.environment ?? {};
  return Object.fromEntries(Object.entries(environment).map(([key, value]) => [key, interpolate(String(value), env)]));
}

/** A service's `command`, interpolated. */
export function serviceCommand(compose, service, env) {
  return (compose.services[service]?.command ?? []).map((part) => interpolate(String(part), env));
}
