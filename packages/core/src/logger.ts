/** Log levels, from the most to the least verbose. `off` silences the SDK. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'off';

/** Anything with console-like methods; `console` itself works. */
export interface Logger {
  /** Each request and response, with timings. */
  debug(message: string, meta?: Record<string, unknown>): void;
  /** Notable events that need no action, such as refreshed credentials. */
  info(message: string, meta?: Record<string, unknown>): void;
  /** Retries: what failed and how long the client waits before the next attempt. */
  warn(message: string, meta?: Record<string, unknown>): void;
  /** Failures worth reporting. */
  error(message: string, meta?: Record<string, unknown>): void;
}

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, off: 100 };

/**
 * Wraps the user's logger so that only messages at or above `level` reach it.
 * Callers pass only redacted text: the SDK never hands a secret to a logger.
 */
export function levelledLogger(logger: Logger | undefined, level: LogLevel): LevelledLogger {
  const min = logger ? RANK[level] : RANK.off;
  const at =
    (name: Exclude<LogLevel, 'off'>) =>
    (message: string | (() => string), meta?: Record<string, unknown>): void => {
      if (logger && RANK[name] >= min) logger[name](typeof message === 'string' ? message : message(), meta);
    };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

/**
 * The SDK's side of a logger: a message may come as a function that builds it, called only when its level
 * prints (a call's debug lines are built for nobody most of the time).
 */
export interface LevelledLogger {
  debug(message: string | (() => string), meta?: Record<string, unknown>): void;
  info(message: string | (() => string), meta?: Record<string, unknown>): void;
  warn(message: string | (() => string), meta?: Record<string, unknown>): void;
  error(message: string | (() => string), meta?: Record<string, unknown>): void;
}
