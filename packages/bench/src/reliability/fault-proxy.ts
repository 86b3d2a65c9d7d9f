import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** What the proxy does to each call between the gateway and the platform. */
export type Fault =
  | 'none'
  | 'latency-1s'
  | 'latency-5s'
  | 'hang'
  | 'reset-mid-answer'
  | 'truncated-body'
  | 'html-200'
  | 'status-503'
  | 'trickle-body'
  | 'every-other-unanswered'
  | 'down';

export type FaultProxy = {
  url: string;
  set(fault: Fault): Promise<void>;
  /** Calls the platform answered (passed on or not) since the last `set`. */
  forwarded(): number;
  close(): Promise<void>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A proxy on the loopback in front of the platform that injects one fault at a time. `down` closes
 * the listening socket (connections are refused) and `none` opens it again on the same port.
 */
export async function startFaultProxy(platformUrl: string): Promise<FaultProxy> {
  const upstream = new URL(platformUrl);
  let fault: Fault = 'none';
  let count = 0;
  let forwarded = 0;
  const sockets = new Set<Socket>();

  /** The platform's answer, whole, with its status and headers. */
  function forward(req: IncomingMessage, body: Buffer): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
    return new Promise((resolve, reject) => {
      const call = httpRequest(
        { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => {
            forwarded += 1;
            resolve({ status: answer.statusCode ?? 502, headers: answer.headers, body: Buffer.concat(chunks) });
          });
        },
      );
      call.on('error', reject);
      call.end(body);
    });
  }

  async function handle(req: IncomingMessage, res: ServerResponse, body: Buffer): Promise<void> {
    count += 1;
    switch (fault) {
      case 'html-200':
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<html><body>维护中</body></html>');
        return;
      case 'status-503':
        res.writeHead(503, { 'retry-after': '7', 'content-type': 'text/plain' });
        res.end('busy');
        return;
      case 'hang':
        // Never answers; the gateway's timeout ends it.
        return;
      case 'every-other-unanswered':
        if (count % 2 === 0) {
          req.socket.destroy();
          return;
        }
        break;
      case 'latency-1s':
        await sleep(1000);
        break;
      case 'latency-5s':
        await sleep(5000);
        break;
      default:
        break;
    }
    const answer = await forward(req, body);
    if (fault === 'reset-mid-answer') {
      res.writeHead(answer.status, { ...answer.headers, 'content-length': String(answer.body.length) });
      res.write(answer.body.subarray(0, Math.floor(answer.body.length / 2)));
      setImmediate(() => req.socket.destroy());
      return;
    }
    if (fault === 'truncated-body') {
      // Says it is complete (chunked, properly ended) but half the JSON is missing.
      const { 'content-length': _length, ...headers } = answer.headers;
      res.writeHead(answer.status, headers);
      res.end(answer.body.subarray(0, Math.floor(answer.body.length / 2)));
      return;
    }
    if (fault === 'trickle-body') {
      res.writeHead(answer.status, { ...answer.headers, 'content-length': String(answer.body.length) });
      for (let at = 0; at < answer.body.length && !res.destroyed; at += 16) {
        res.write(answer.body.subarray(at, at + 16));
        await sleep(200);
      }
      res.end();
      return;
    }
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
  }

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      handle(req, res, Buffer.concat(chunks)).catch(() => req.socket.destroy());
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  const listening = () => server.listening;

  return {
    url: `http://127.0.0.1:${port}`,
    async set(next) {
      if (next === 'down' && listening()) {
        server.close();
        for (const socket of sockets) socket.destroy();
      }
      if (next !== 'down' && !listening()) await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      // Connections held by the last fault (a hang, a trickle) are not the next fault's.
      for (const socket of sockets) socket.destroy();
      fault = next;
      count = 0;
      forwarded = 0;
    },
    forwarded: () => forwarded,
    async close() {
      for (const socket of sockets) socket.destroy();
      if (listening()) await new Promise((resolve) => server.close(resolve));
    },
  };
}
