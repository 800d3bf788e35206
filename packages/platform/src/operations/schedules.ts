import * as z from 'zod/mini';
import { listPages } from '../pages.js';
import { offsetQuery, resourceId } from '../schemas/common.js';
import { scheduleFields } from '../schemas/platform.js';
import { defineOperation } from '../define.js';

const scheduleParams = z.object({ scheduleId: resourceId });

/** Lists your schedules, page by page. */
export const listSchedules = defineOperation({ id: 'schedules.list', method: 'GET', path: '/schedules', query: offsetQuery, response: (r) => r.schedulePage, list: listPages, specIds: ['schedules_get'] });
/** Creates a schedule. */
export const createSchedule = defineOperation({ id: 'schedules.create', method: 'POST', path: '/schedules', body: scheduleFields, response: (r) => r.schedule, specIds: ['schedules_post'] });
/** Gets a schedule. */
export const getSchedule = defineOperation({ id: 'schedules.get', method: 'GET', path: '/schedules/{scheduleId}', params: scheduleParams, response: (r) => r.schedule, specIds: ['schedule_get'] });
/** Changes a schedule. */
export const updateSchedule = defineOperation({ id: 'schedules.update', method: 'PUT', path: '/schedules/{scheduleId}', params: scheduleParams, body: scheduleFields, response: (r) => r.schedule, specIds: ['schedule_put'] });
/** Deletes a schedule. */
export const deleteSchedule = defineOperation({ id: 'schedules.delete', method: 'DELETE', path: '/schedules/{scheduleId}', params: scheduleParams, responseType: 'none', specIds: ['schedule_delete'] });
/** Gets the recent invocations of a schedule. */
export const scheduleLog = defineOperation({ id: 'schedules.log', method: 'GET', path: '/schedules/{scheduleId}/log', params: scheduleParams, response: (r) => r.scheduleInvocations, specIds: ['schedule_log_get'] });

/** Every operation of the `schedules` namespace. */
export const scheduleOperations = [listSchedules, createSchedule, getSchedule, updateSchedule, deleteSchedule, scheduleLog] as const;
