import { request, type IncomingMessage } from 'node:http';
import { SESSION_COOKIE } from '../../session/cookie';

/** For tests: one server-sent event as a browser's EventSource parses it. */
export type StreamEvent = { id?: string; event: string; data: string };

export type TestStream = {
  status: number;
  headers: IncomingMessage['headers'];
  events: StreamEvent[];
  /** Comment lines (heartbeats) seen so far. */
  comments: number;
  ended: boolean;
  /** The first event (from the start) that `match` accepts, waiting at most `timeoutMs`. */
  next(match: (event: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  close(): void;
};

/** Opens `path` on a listening gateway as the holder of `cookie` and parses what arrives. */
export function openStream(baseUrl: string, path: string, cookie: string, headers: Record<string, string> = {}): Promise<TestStream> {
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl}${path}`, { headers: { cookie: `${SESSION_COOKIE}=${cookie}`, accept: 'text/event-stream', ...headers } }, (res) => {
      const waiting = new Set<() => void>();
      let buffer = '';
      const stream: TestStream = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        events: [],
        comments: 0,
        ended: false,
        next(match, timeoutMs = 10_000) {
          return new Promise((found, fail) => {
            const check = () => {
              const hit = stream.events.find(match);
              if (hit) {
                waiting.delete(check);
                clearTimeout(timer);
                found(hit);
              } else if (stream.ended) {
                waiting.delete(check);
                clearTimeout(timer);
                fail(new Error(`stream ended without the event; got ${JSON.stringify(stream.events)}`));
              }
            };
            const timer = setTimeout(() => {
              waiting.delete(check);
              fail(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(stream.events)}`));
            }, timeoutMs);
            waiting.add(check);
            check();
          });
        },
        close: () => req.destroy(),
      };
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: StreamEvent = { event: 'message', data: '' };
          let isEvent = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) stream.comments += 1;
            const [field, ...rest] = line.split(': ');
            const value = rest.join(': ');
            if (field === 'id') event.id = value;
            if (field === 'event') event.event = value;
            if (field === 'data') event.data = value;
            isEvent ||= field === 'event' || field === 'data';
          }
          if (isEvent) stream.events.push(event);
        }
        for (const check of [...waiting]) check();
      });
      const finish = () => {
        stream.ended = true;
        for (const check of [...waiting]) check();
      };
      res.on('end', finish);
      res.on('close', finish);
      resolve(stream);
    });
    req.on('error', (error) => ((error as NodeJS.ErrnoException).code === 'ECONNRESET' ? undefined : reject(error)));
    req.end();
  });
}

/** The address a test gateway listens on. */
export async function listenLocally(app: { listen(options: { port: number; host: string }): Promise<string> }): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}
