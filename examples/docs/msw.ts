import type { AnyHandler } from 'msw';
import type { SetupServer } from 'msw/node';

// MSW intercepts through process-wide hooks: a second `setupServer(...).listen()` takes the interception
// over, and its `close()` switches interception off for everyone, so that later requests would go to the
// real network. A block may well start MSW itself (the README sections on testing with the fakes do), so
// while blocks run, `msw/node`'s `setupServer` is replaced (docs.test.ts mocks it) by a layer over the
// harness's own server: its handlers answer first while it listens, the world's fakes stay behind it, and
// unknown requests stay errors.

interface Layer {
  /** The handlers given to `setupServer`, or to `resetHandlers`. */
  initial: AnyHandler[];
  /** Handlers added by `use`, newest first. */
  runtime: AnyHandler[];
}

let host: { server: SetupServer; base: AnyHandler[] } | undefined;
const listening = new Set<Layer>();

/** Puts the listening layers in front of the world's handlers, on the harness's server. */
function apply(): void {
  if (!host) return;
  host.server.resetHandlers(...[...listening].reverse().flatMap((layer) => [...layer.runtime, ...layer.initial]), ...host.base);
}

/** Makes `server` (the harness's, already listening, with `base` as its handlers) the one every block's server layers onto. */
export function hostBlocks(server: SetupServer, base: AnyHandler[]): void {
  host = { server, base };
  listening.clear();
}

/** Ends the hosting of {@link hostBlocks}: layers still listening are dropped. Returns how many the block left listening. */
export function unhostBlocks(): number {
  const left = listening.size;
  listening.clear();
  host = undefined;
  return left;
}

/**
 * `setupServer` as a block sees it: the same surface, as a layer of handlers over the harness's server.
 * `listen` puts the layer in front (the harness's unhandled-request policy, an error, stays), `close`
 * takes it away, `use` and `resetHandlers` change the layer only; `events` are the harness server's.
 */
export function setupServerForBlocks(...handlers: AnyHandler[]): SetupServer {
  const layer: Layer = { initial: [...handlers], runtime: [] };
  const server = (): SetupServer => {
    if (!host) throw new Error('MSW is started by a documentation block outside of its run');
    return host.server;
  };
  return {
    get readyState() {
      return server().readyState;
    },
    listen() {
      server();
      listening.add(layer);
      apply();
    },
    close() {
      listening.delete(layer);
      apply();
    },
    use(...more) {
      layer.runtime = [...more, ...layer.runtime];
      apply();
    },
    restoreHandlers() {
      server().restoreHandlers();
    },
    resetHandlers(...next) {
      if (next.length) layer.initial = [...next];
      layer.runtime = [];
      apply();
    },
    listHandlers: () => [...layer.runtime, ...layer.initial],
    get events() {
      return server().events;
    },
    boundary: (callback) => callback,
  };
}
