import * as z from 'zod/mini';
import { type ApiPromise, type HttpClient, type Paginated, type RequestOptions } from '@typed-api/core';
import { defineOperation, offsetPages, walkList } from '@typed-api/core/internal';
import { offsetPage, offsetQuery, resourceId, type OffsetListOptions, type OffsetPage } from '../schemas/common.js';
import { schedule, scheduleFields, scheduleInvocation, type Schedule, type ScheduleFields } from '../schemas/platform.js';

const scheduleParams = z.object({ scheduleId: resourceId });

const listSchedules = defineOperation({ id: 'schedules.list', method: 'GET', path: '/schedules', query: offsetQuery, response: offsetPage(schedule), list: offsetPages(), specIds: ['schedules_get'] });
const createSchedule = defineOperation({ id: 'schedules.create', method: 'POST', path: '/schedules', body: scheduleFields, response: schedule, specIds: ['schedules_post'] });
const getSchedule = defineOperation({ id: 'schedules.get', method: 'GET', path: '/schedules/{scheduleId}', params: scheduleParams, response: schedule, specIds: ['schedule_get'] });
const updateSchedule = defineOperation({ id: 'schedules.update', method: 'PUT', path: '/schedules/{scheduleId}', params: scheduleParams, body: scheduleFields, response: schedule, specIds: ['schedule_put'] });
const deleteSchedule = defineOperation({ id: 'schedules.delete', method: 'DELETE', path: '/schedules/{scheduleId}', params: scheduleParams, responseType: 'none', specIds: ['schedule_delete'] });
const scheduleLog = defineOperation({ id: 'schedules.log', method: 'GET', path: '/schedules/{scheduleId}/log', params: scheduleParams, response: z.array(scheduleInvocation), specIds: ['schedule_log_get'] });

/** Every operation of the `schedules` namespace. */
export const scheduleOperations = [listSchedules, createSchedule, getSchedule, updateSchedule, deleteSchedule, scheduleLog] as const;

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
