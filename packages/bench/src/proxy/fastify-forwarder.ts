import Fastify from 'fastify';
import { Pool } from 'undici';
import { collectAnswer } from './collect-answer';

/**
 * The framework's share of the gateway's cost: Fastify 5 (the gateway's framework) with one route
 * and nothing else, no plugin, hook, logger or validation, forwarding the GET as the gateway calls
 * the platform (collect-answer.ts) and sending the answer's bytes unparsed. Set against the bare
 * forwarder (node:http) it is what Fastify's request, routing and reply cost; set against the gateway,
 * what the gateway's own work costs.
 *
 *   fastify-forwarder.ts <upstream url> <port>     prints `{"url": …}` once listening.
 */

const [upstream = '', port = '0'] = process.argv.slice(2);
const pool = new Pool(upstream, { connections: 64, keepAliveTimeout: 30_000 });
const app = Fastify({ logger: false, keepAliveTimeout: 60_000 });

app.get('/*', async (request, reply) => {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) if (typeof value === 'string' && name !== 'host' && name !== 'connection') headers[name] = value;
  const answer = await collectAnswer(pool, request.url, headers);
  return reply.code(answer.status).header('content-type', answer.contentType).send(answer.body);
});

const url = await app.listen({ host: '127.0.0.1', port: Number(port) });
process.stdout.write(`${JSON.stringify({ url })}\n`);
process.once('SIGTERM', () => {
  void app.close().finally(() => void pool.close().finally(() => process.exit(0)));
});
