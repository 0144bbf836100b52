import { createServer, type Server, type Socket, connect } from 'node:net';

/**
 * A TCP proxy on 127.0.0.1 in front of a database that holds every chunk, both ways, for `delayMs`
 * (changeable while it runs), in order: a slow network or an overloaded database, as the server sees it.
 */
export interface LatencyProxy {
  port: number;
  /** Milliseconds each chunk is held from now on. */
  delayMs: number;
  close(): Promise<void>;
}

export async function startLatencyProxy(target: { host: string; port: number }): Promise<LatencyProxy> {
  const sockets = new Set<Socket>();
  const proxy: LatencyProxy = { port: 0, delayMs: 0, close: async () => {} };
  /** Pipes `from` into `to`, each chunk after the delay, never out of order. */
  const relay = (from: Socket, to: Socket) => {
    let last = Promise.resolve();
    from.on('data', (chunk) => {
      const wait = proxy.delayMs;
      last = last
        .then(() => new Promise((resolve) => setTimeout(resolve, wait)))
        .then(() => {
          if (!to.destroyed) to.write(chunk);
        });
    });
    from.on('close', () => {
      void last.then(() => to.destroy());
    });
    from.on('error', () => {});
  };
  const server: Server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    sockets.add(client).add(upstream);
    relay(client, upstream);
    relay(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.port = (server.address() as { port: number }).port;
  proxy.close = async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  };
  return proxy;
}
