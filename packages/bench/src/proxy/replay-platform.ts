import { readFile } from 'node:fs/promises';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { replayKey, type Recording } from './replay-key';

/**
 * A stand-in for the platform, so that the proxy benchmark measures only the hop in the middle.
 *
 *   record <upstream url> <port>   forwards every request to a real legacy-server and keeps its answer;
 *   replay <recordings.json> <port> answers from recorded answers at once, never calling upstream.
 *
 * A recorder switches to replay with `POST /__replay/replay`. Answers are keyed by method, path and
 * query without the platform's session parameters (__sid, __extend); cookies are not part of the key
 * either, so any signed-in caller gets the recorded answer. Prints `{"url": …}` once listening.
 */

// Headers that describe one connection or one moment rather than the answer itself.
const NOT_REPLAYED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date', 'set-cookie']);

type Answer = { status: number; headers: Record<string, string>; body: Buffer };

const answers = new Map<string, Answer>();
/** Every request seen while recording, as sent (with its session), so the benchmark can replay the same wire call. */
const calls: string[] = [];
const missed = new Set<string>();
let misses = 0;
let replayed = 0;

function answerFrom(status: number, headers: Record<string, string>, body: Buffer): Answer {
  return { status, headers: { ...headers, 'content-length': String(body.length) }, body };
}

function readBody(stream: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.once('end', () => resolve(Buffer.concat(chunks)));
    stream.once('error', reject);
  });
}

function record(upstream: URL, request: IncomingMessage, response: ServerResponse): void {
  calls.push(`${request.method} ${request.url}`);
  const key = replayKey(request.method ?? 'GET', request.url ?? '/');
  const forwarded = httpRequest(
    { host: upstream.hostname, port: upstream.port, method: request.method, path: request.url, headers: { ...request.headers, host: upstream.host } },
    (answer) => {
      void readBody(answer).then((body) => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (!NOT_REPLAYED.has(name) && typeof value === 'string') headers[name] = value;
        }
        const stored = answerFrom(answer.statusCode ?? 502, headers, body);
        answers.set(key, stored);
        response.writeHead(stored.status, stored.headers).end(body);
      });
    },
  );
  forwarded.once('error', (error) => response.writeHead(502).end(String(error)));
  request.pipe(forwarded);
}

// Answers by the request line as sent: a load repeats one URL, and parsing it for the key on every
// request would cost the replayer as much as the hop it stands behind. Bounded, as a session changes the URL.
const byRequestLine = new Map<string, Answer | undefined>();

function lookUp(method: string, url: string): Answer | undefined {
  const line = `${method} ${url}`;
  if (byRequestLine.has(line)) return byRequestLine.get(line);
  const answer = answers.get(replayKey(method, url));
  if (byRequestLine.size < 1000) byRequestLine.set(line, answer);
  return answer;
}

function replay(request: IncomingMessage, response: ServerResponse): void {
  const answer = lookUp(request.method ?? 'GET', request.url ?? '/');
  // The request body (a login form) is not needed: drain it so the connection stays reusable.
  request.resume();
  if (!answer) {
    misses++;
    if (missed.size < 20) missed.add(replayKey(request.method ?? 'GET', request.url ?? '/'));
    response.writeHead(502, { 'content-type': 'text/plain' }).end('not recorded');
    return;
  }
  replayed++;
  response.writeHead(answer.status, answer.headers).end(answer.body);
}

function control(request: IncomingMessage, response: ServerResponse, state: { replaying: boolean }): void {
  const json = (value: unknown): void => {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(value));
  };
  switch (`${request.method} ${request.url}`) {
    case 'POST /__replay/replay':
      state.replaying = true;
      return json({ replaying: true, recorded: answers.size });
    case 'GET /__replay/calls':
      return json(calls);
    case 'GET /__replay/stats':
      return json({ replaying: state.replaying, recorded: answers.size, replayed, misses, missed: [...missed] });
    case 'GET /__replay/recordings':
      return json(
        [...answers].map(([key, answer]): Recording => ({ key, status: answer.status, headers: answer.headers, body: answer.body.toString('base64') })),
      );
    default:
      response.writeHead(404).end();
  }
}

async function main(): Promise<void> {
  const [mode, source = '', port = '0'] = process.argv.slice(2);
  if (mode !== 'record' && mode !== 'replay') throw new Error('usage: replay-platform.ts record <upstream> <port> | replay <file> <port>');
  const state = { replaying: mode === 'replay' };
  const upstream = mode === 'record' ? new URL(source) : null;
  if (mode === 'replay') {
    for (const saved of JSON.parse(await readFile(source, 'utf8')) as Recording[]) {
      answers.set(saved.key, answerFrom(saved.status, saved.headers, Buffer.from(saved.body, 'base64')));
    }
  }
  const server = createServer((request, response) => {
    if (request.url?.startsWith('/__replay/')) return control(request, response, state);
    if (state.replaying || !upstream) return replay(request, response);
    record(upstream, request, response);
  });
  server.keepAliveTimeout = 60_000;
  server.listen(Number(port), '127.0.0.1', () => {
    const address = server.address();
    const bound = typeof address === 'object' && address ? address.port : port;
    process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${bound}` })}\n`);
  });
  process.once('SIGTERM', () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
