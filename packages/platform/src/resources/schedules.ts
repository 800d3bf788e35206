import type * as z from 'zod/mini';
import type { ApiPromise, HttpClient, Paginated, RequestOptions } from '@typed-api/core';
import { walkList } from '@typed-api/core/internal';
import type { OffsetListOptions, OffsetPage } from '../schemas/common.js';
import type { ScheduleFields } from '../schemas/platform.js';
import type { Schedule, scheduleInvocation } from '../responses/platform.js';
import { createSchedule, deleteSchedule, getSchedule, listSchedules, scheduleLog, updateSchedule } from '../operations/schedules.js';

/** Schedules: start Actors or tasks at times a cron expression gives. */
export class SchedulesResource {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Lists your schedules, page by page. */
  list(options?: OffsetListOptions, requestOptions?: RequestOptions): Paginated<Schedule, OffsetPage<Schedule>> {
    return walkList(this.#http, listSchedules, { query: options }, requestOptions);
  }

  /** Creates a schedule. */
  create(fields: ScheduleFields, options?: RequestOptions): ApiPromise<Schedule> {
    return this.#http.call(createSchedule, { body: fields }, options);
  }

  /** Gets a schedule. */
  get(scheduleId: string, options?: RequestOptions): ApiPromise<Schedule> {
    return this.#http.call(getSchedule, { params: { scheduleId } }, options);
  }

  /** Changes a schedule. */
  update(scheduleId: string, fields: ScheduleFields, options?: RequestOptions): ApiPromise<Schedule> {
    return this.#http.call(updateSchedule, { params: { scheduleId }, body: fields }, options);
  }

  /** Deletes a schedule. */
  delete(scheduleId: string, options?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(deleteSchedule, { params: { scheduleId } }, options);
  }

  /** Gets the recent invocations of a schedule. */
  log(scheduleId: string, options?: RequestOptions): ApiPromise<z.infer<typeof scheduleInvocation>[]> {
    return this.#http.call(scheduleLog, { params: { scheduleId } }, options);
  }
}
