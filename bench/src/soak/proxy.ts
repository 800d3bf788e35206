/**
 * A TCP proxy on `node:net` between the soak's workers and its server (the Debian packages hold no fault
 * proxy here): every chunk, either way, is held `latencyMs` (plus up to `jitterMs`) before it is passed on,
 * in order; and a share of the connections (`resetShare`) is reset, both sides at once with a TCP RST, once a
 * random part (`resetAfterBytes`) of what the server sends on it has gone through: mid-body, mid-headers, or
 * on a later answer of a kept-alive connection.
 */
import { createConnection, createServer, type Server, type Socket } from 'node:net';

/** How the proxy delays and resets. */
export interface ProxyOptions {
  /** Where it forwards to. */
  targetPort: number;
  /** Delay of each chunk, in ms. */
  latencyMs: number;
  /** Up to this many more ms, at random, per chunk. */
  jitterMs: number;
  /** The share of connections reset (0 to 1). */
  resetShare: number;
  /** A reset connection passes between these many bytes from the server before the reset. */
  resetAfterBytes: [number, number];
}

/** A running proxy: its port, what it did so far, and how to stop it. */
export interface Proxy {
  readonly port: number;
  readonly counts: { connections: number; resets: number };
  close(): Promise<void>;
}

/** Passes `from`'s chunks to `deliver`, each after the delay, in order; ends `to` after the last one. */
function pipeDelayed(from: Socket, to: Socket, options: ProxyOptions, deliver: (chunk: Buffer) => void): void {
  let last = 0;
  from.on('data', (chunk: Buffer) => {
    const due = Math.max(last, Date.now() + options.latencyMs + Math.random() * options.jitterMs);
    last = due;
    setTimeout(() => {
      if (!to.destroyed) deliver(chunk);
    }, due - Date.now());
  });
  from.on('end', () => {
    setTimeout(() => to.end(), Math.max(0, last - Date.now()) + 1);
  });
}

/** Starts the proxy on 127.0.0.1 and a free port. */
export async function startProxy(options: ProxyOptions): Promise<Proxy> {
  const counts = { connections: 0, resets: 0 };
  const open = new Set<Socket>();
  const server: Server = createServer((client) => {
    counts.connections++;
    const upstream = createConnection({ host: '127.0.0.1', port: options.targetPort });
    open.add(client).add(upstream);
    const [low, high] = options.resetAfterBytes;
    const resetAt = Math.random() < options.resetShare ? low + Math.floor(Math.random() * (high - low)) : Infinity;
    const reset = (): void => {
      counts.resets++;
      client.resetAndDestroy();
      upstream.resetAndDestroy();
    };
    let passed = 0;
    pipeDelayed(client, upstream, options, (chunk) => upstream.write(chunk));
    pipeDelayed(upstream, client, options, (chunk) => {
      const room = resetAt - passed;
      if (room <= 0) return;
      passed += chunk.length;
      if (room > chunk.length) {
        client.write(chunk);
        return;
      }
      // The part before the reset point goes out, then both sides are reset.
      client.write(chunk.subarray(0, room), reset);
    });
    for (const socket of [client, upstream]) {
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
      socket.on('close', () => {
        open.delete(socket);
        (socket === client ? upstream : client).destroy();
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    counts,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => {
          resolve();
        });
      }),
  };
}
