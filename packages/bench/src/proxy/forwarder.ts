import { createServer, type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { Pool } from 'undici';
import { collectAnswer } from './collect-answer';

/**
 * The bare Node forwarder of the proxy benchmark: what any Node proxy costs at least, without the
 * gateway's work (session, access check, validation, mapping). node:http in, an undici keep-alive
 * Pool out, status and headers passed, request and answer bodies piped, nothing parsed.
 *
 * With `parse`, the answer is instead read as text, `JSON.parse`d and sent again as
 * `JSON.stringify` of that value: the least any proxy that looks into a JSON answer must do,
 * before checking or mapping a single field. It measures the floor under the gateway's figure.
 *
 *   forwarder.ts <upstream url> <port> [parse]     prints `{"url": …}` once listening.
 */

// Hop-by-hop headers belong to one connection and are not forwarded (RFC 9110, 7.6.1).
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'host']);

function endToEnd(headers: IncomingHttpHeaders | Record<string, string | string[] | undefined>): OutgoingHttpHeaders {
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined && !HOP_BY_HOP.has(name)) kept[name] = value;
  return kept;
}

const [upstream = '', port = '0', mode = 'pipe'] = process.argv.slice(2);
const pool = new Pool(upstream, { connections: 64, keepAliveTimeout: 30_000 });

/**
 * `parse` mode: the answer collected as the gateway collects it (collect-answer.ts), decoded, parsed
 * and serialised again. GET only: the benchmark asks for a list.
 */
function parseAndSend(request: IncomingMessage, response: ServerResponse): void {
  void collectAnswer(pool, request.url ?? '/', endToEnd(request.headers) as Record<string, string>).then(
    (answer) => {
      const text = JSON.stringify(JSON.parse(answer.body.toString('utf8')));
      response.writeHead(answer.status, { 'content-type': answer.contentType, 'content-length': Buffer.byteLength(text) });
      response.end(text);
    },
    () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    },
  );
}

const server = createServer((request, response) => {
  if (mode === 'parse') return parseAndSend(request, response);
  const method = request.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  pool
    .request({ method: method as 'GET', path: request.url ?? '/', headers: endToEnd(request.headers) as Record<string, string>, body: hasBody ? request : null })
    .then((answer) => {
      response.writeHead(answer.statusCode, endToEnd(answer.headers));
      // pipe, not stream.pipeline: pipeline destroys the response when the body ends, which closes
      // the client's keep-alive connection and more than doubles the CPU per request.
      answer.body.once('error', () => response.destroy());
      answer.body.pipe(response);
    })
    .catch(() => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
});
server.keepAliveTimeout = 60_000;
server.listen(Number(port), '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}` })}\n`);
});
process.once('SIGTERM', () => {
  server.close(() => void pool.close().finally(() => process.exit(0)));
  server.closeAllConnections();
});
