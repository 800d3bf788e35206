import type { ApiPromise } from './api-promise.js';
import { HttpClient } from './client.js';
import type { ClientOptions, HttpClientConfig, RequestOptions } from './config.js';
import type { Dialect } from './api-client.js';
import { walkList, type ListItemOf, type ListOperation, type PageOf } from './list.js';
import type { CallArgs, CallResult, Operation } from './operation.js';
import type { Paginated } from './pagination.js';

/** The arguments of a standalone function: the operation's inputs (optional when it needs none), then request options. */
export type FunctionArgs<O extends Operation> = object extends CallArgs<O> ? [args?: CallArgs<O>, options?: RequestOptions] : [args: CallArgs<O>, options?: RequestOptions];

/** A standalone function of one operation: `fn(client, { params, query, body }, options)`. */
export type OperationFunction<O extends Operation> = (client: HttpClient, ...args: FunctionArgs<O>) => ApiPromise<CallResult<O>>;

/** A standalone function of one list operation: `fn(client, { query }, options)` gives the walk of the whole list. */
export type ListFunction<O extends ListOperation> = (client: HttpClient, ...args: FunctionArgs<O>) => Paginated<ListItemOf<O>, PageOf<O>>;

/** Makes the standalone function of an operation: it sends the operation through the client it is given. */
export function operationFunction<O extends Operation>(operation: O): OperationFunction<O> {
  return (client, ...[args, options]: FunctionArgs<O>) => client.call(operation, (args ?? {}) as CallArgs<O>, options);
}

/** Makes the standalone function of a list operation: it walks the list through the client it is given. */
export function listFunction<O extends ListOperation>(operation: O): ListFunction<O> {
  return (client, ...[args, options]: FunctionArgs<O>) => walkList(client, operation, (args ?? {}) as CallArgs<O>, options);
}

/**
 * The HTTP engine of one API from a user's options and the package's dialect: what a full client builds
 * in its constructor, and what the standalone functions take as their first argument.
 */
export function createHttpClient<Options extends ClientOptions>(options: Options, dialect: Dialect<Options>): HttpClient {
  const { auth: scheme, ...wire } = dialect;
  const config: HttpClientConfig = { ...options, ...wire, auth: options.auth ?? scheme?.(options) };
  return new HttpClient(config);
}
