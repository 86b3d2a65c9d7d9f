import type { Server } from 'node:http';

export type ConnectionLimits = {
  maxConnections: number;
  /** Open sockets one client address may hold; null when every peer is a trusted proxy. */
  perAddress: number | null;
  /** How long a client may take to send its request headers. */
  headersTimeoutMs: number;
};

/**
 * Caps open sockets: in all (Node drops the ones over `maxConnections`) and per client address
 * (sockets over the cap are destroyed at once), so idle connections cannot exhaust the gateway.
 * Idle sockets end with Fastify's connectionTimeout and keepAliveTimeout.
 */
export function limitConnections(server: Server, limits: ConnectionLimits): void {
  server.maxConnections = limits.maxConnections;
  server.headersTimeout = limits.headersTimeoutMs;
  const { perAddress } = limits;
  if (perAddress === null) return;
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > perAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
