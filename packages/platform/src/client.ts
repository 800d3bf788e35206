import { ApiClient, type ClientOptions } from '@typed-api/core';
import { ActorsResource } from './resources/actors.js';
import { BuildsResource } from './resources/builds.js';
import { DatasetsResource } from './resources/datasets.js';
import { KeyValueStoresResource } from './resources/key-value-stores.js';
import { LogsResource } from './resources/logs.js';
import { RequestQueuesResource } from './resources/request-queues.js';
import { RunsResource } from './resources/runs.js';
import { SchedulesResource } from './resources/schedules.js';
import { StoreResource } from './resources/store.js';
import { TasksResource } from './resources/tasks.js';
import { ToolsResource } from './resources/tools.js';
import { UsersResource } from './resources/users.js';
import { WebhookDispatchesResource } from './resources/webhook-dispatches.js';
import { WebhooksResource } from './resources/webhooks.js';
import { platformDialect } from './wire.js';

/** Options of {@link PlatformClient}. */
export interface PlatformClientOptions extends ClientOptions {
  /** API token, sent as `Authorization: Bearer <token>`. Ignored when `auth` is given; without both, requests are anonymous. */
  token?: string | undefined;
  /**
   * Send every method other than GET and POST as a POST with `?method=<METHOD>`, for environments
   * that can only send those two. Default false.
   */
  methodOverride?: boolean | undefined;
}


/**
 * Client of the automation platform API v2. Give it your `baseUrl` (without `/v2`) and a token;
 * every resource group is a property.
 */
export class PlatformClient extends ApiClient<PlatformClientOptions> {
  /** Actors: manage and run them. */
  readonly actors: ActorsResource;
  /** Saved tasks: manage and run them. */
  readonly tasks: TasksResource;
  /** Runs of Actors and tasks. */
  readonly runs: RunsResource;
  /** Builds of Actor versions. */
  readonly builds: BuildsResource;
  /** Datasets and their items. */
  readonly datasets: DatasetsResource;
  /** Key-value stores and their records. */
  readonly keyValueStores: KeyValueStoresResource;
  /** Request queues and their requests. */
  readonly requestQueues: RequestQueuesResource;
  /** Webhooks. */
  readonly webhooks: WebhooksResource;
  /** Webhook dispatches. */
  readonly webhookDispatches: WebhookDispatchesResource;
  /** Schedules. */
  readonly schedules: SchedulesResource;
  /** Users and the token owner's account. */
  readonly users: UsersResource;
  /** Logs of runs and builds. */
  readonly logs: LogsResource;
  /** The public catalogue of Actors. */
  readonly store: StoreResource;
  /** Utilities: a request echo, and signed encoding of objects. */
  readonly tools: ToolsResource;

  constructor(options: PlatformClientOptions) {
    super(options, platformDialect(options));
    this.runs = new RunsResource(this.http);
    this.actors = new ActorsResource(this.http, this.runs);
    this.tasks = new TasksResource(this.http, this.runs);
    this.builds = new BuildsResource(this.http);
    this.datasets = new DatasetsResource(this.http);
    this.keyValueStores = new KeyValueStoresResource(this.http);
    this.requestQueues = new RequestQueuesResource(this.http);
    this.webhooks = new WebhooksResource(this.http);
    this.webhookDispatches = new WebhookDispatchesResource(this.http);
    this.schedules = new SchedulesResource(this.http);
    this.users = new UsersResource(this.http);
    this.logs = new LogsResource(this.http);
    this.store = new StoreResource(this.http);
    this.tools = new ToolsResource(this.http);
  }
}
