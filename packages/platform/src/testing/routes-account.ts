import { HttpResponse } from 'msw';
import { FakeHttpError, type FakeHandler } from '@typed-api/core/testing';
import { now, objectBody, offsetPage } from './helpers.js';
import { dataResponse } from './dialect.js';
import type { FakeState } from './state.js';

/** Webhook, dispatch, schedule, user and store handlers, by operation id. */
export function accountHandlers(state: FakeState): Record<string, FakeHandler> {
  const webhook = (ref: string | undefined) => state.resolve(state.webhooks, ref ?? '', 'Webhook');
  const schedule = (ref: string | undefined) => state.resolve(state.schedules, ref ?? '', 'Schedule');

  return {
    'webhooks.list': ({ query }) => offsetPage([...state.webhooks.values()], query, state.settings.maxListLimit),
    'webhooks.create': async (context) => {
      const body = await objectBody(context);
      if (!Array.isArray(body.eventTypes) || typeof body.requestUrl !== 'string' || typeof body.condition !== 'object') throw new FakeHttpError(400, 'invalid-input', 'eventTypes, condition and requestUrl are required');
      // A create repeated with the same idempotency key answers with the webhook the first one made.
      const key = typeof body.idempotencyKey === 'string' ? body.idempotencyKey : undefined;
      const earlier = key === undefined ? undefined : [...state.webhooks.values()].find((w) => w.idempotencyKey === key);
      if (earlier) return dataResponse(earlier, 201);
      const id = state.id('whk');
      const created = { isAdHoc: false, ...body, id, userId: state.user.id, createdAt: now(), modifiedAt: now() };
      state.webhooks.set(id, created);
      return dataResponse(created, 201);
    },
    'webhooks.get': ({ params }) => webhook(params.webhookId),
    'webhooks.update': async (context) => {
      const w = webhook(context.params.webhookId);
      Object.assign(w, await objectBody(context), { id: w.id, modifiedAt: now() });
      return w;
    },
    'webhooks.delete': ({ params }) => {
      state.webhooks.delete(webhook(params.webhookId).id);
      return new HttpResponse(null, { status: 204 });
    },
    'webhooks.test': ({ params }) => {
      const w = webhook(params.webhookId);
      const id = state.id('dsp');
      const dispatch = { id, userId: state.user.id, webhookId: w.id, createdAt: now(), status: 'SUCCEEDED', eventType: 'TEST', eventData: {} };
      state.dispatches.set(id, dispatch);
      return dataResponse(dispatch, 201);
    },
    'webhooks.listDispatches': ({ params, query }) => {
      const w = webhook(params.webhookId);
      return offsetPage([...state.dispatches.values()].filter((d) => d.webhookId === w.id), query, state.settings.maxListLimit);
    },
    'webhookDispatches.list': ({ query }) => offsetPage([...state.dispatches.values()], query, state.settings.maxListLimit),
    'webhookDispatches.get': ({ params }) => state.resolve(state.dispatches, params.dispatchId ?? '', 'Webhook dispatch'),

    'schedules.list': ({ query }) => offsetPage([...state.schedules.values()], query, state.settings.maxListLimit),
    'schedules.create': async (context) => {
      const body = await objectBody(context);
      if (typeof body.cronExpression !== 'string' || body.cronExpression.trim().split(/\s+/).length < 5) throw new FakeHttpError(400, 'cron-expression-invalid', 'The cron expression is invalid');
      const id = state.id('sch');
      const created = { isEnabled: false, isExclusive: false, timezone: 'UTC', actions: [], ...body, name: typeof body.name === 'string' ? body.name : `schedule-${id}`, id, userId: state.user.id, createdAt: now(), modifiedAt: now() };
      state.schedules.set(id, created);
      return dataResponse(created, 201);
    },
    'schedules.get': ({ params }) => schedule(params.scheduleId),
    'schedules.update': async (context) => {
      const s = schedule(context.params.scheduleId);
      Object.assign(s, await objectBody(context), { id: s.id, modifiedAt: now() });
      return s;
    },
    'schedules.delete': ({ params }) => {
      state.schedules.delete(schedule(params.scheduleId).id);
      return new HttpResponse(null, { status: 204 });
    },
    'schedules.log': ({ params }) => {
      const s = schedule(params.scheduleId);
      return [{ message: `schedule ${s.name} created`, level: 'INFO', createdAt: s.createdAt }];
    },

    'users.me': () => ({ ...state.user, profile: {}, plan: { id: 'FREE' } }),
    'users.monthlyUsage': ({ query }) => {
      const date = query.get('date');
      if (date !== null && !/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new FakeHttpError(400, 'invalid-value', 'date must be YYYY-MM-DD');
      return { usageCycle: { startAt: '2026-01-01T00:00:00.000Z', endAt: '2026-01-31T23:59:59.999Z' }, monthlyServiceUsage: {}, totalUsageCreditsUsdAfterVolumeDiscount: 0 };
    },
    'users.limits': () => ({ monthlyUsageCycle: {}, limits: state.limits, current: { monthlyUsageUsd: 0 } }),
    'users.updateLimits': async (context) => {
      const body = await objectBody(context);
      for (const key of ['maxMonthlyUsageUsd', 'dataRetentionDays']) {
        if (key in body) {
          if (typeof body[key] !== 'number' || body[key] < 0) throw new FakeHttpError(400, 'invalid-value', `${key} must be a non-negative number`);
          state.limits[key] = body[key];
        }
      }
      return new HttpResponse(null, { status: 201 });
    },
    'users.get': ({ params }) => {
      if (params.userId !== state.user.id && params.userId !== state.user.username) throw new FakeHttpError(404, 'user-not-found', 'User was not found');
      return { username: state.user.username, profile: {} };
    },

    'store.list': ({ query }) => {
      const search = query.get('search')?.toLowerCase();
      const list = [...state.actors.values()]
        .filter((a) => a.isPublic === true)
        .filter((a) => !search || a.name.toLowerCase().includes(search))
        .map(({ id, name, username, title }) => ({ id, name, username, title }));
      return offsetPage(list, query, state.settings.maxListLimit);
    },
  };
}
