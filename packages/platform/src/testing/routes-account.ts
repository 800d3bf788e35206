import { HttpResponse } from 'msw';
import { now, objectBody, offsetPage } from './helpers.js';
import { dataResponse, FakeError, type Router } from './router.js';
import type { FakeState } from './state.js';

/** Webhook, dispatch, schedule, user and store routes. */
export function accountRoutes(router: Router, state: FakeState): void {
  const webhook = (ref: string | undefined) => state.resolve(state.webhooks, ref ?? '', 'Webhook');
  const schedule = (ref: string | undefined) => state.resolve(state.schedules, ref ?? '', 'Schedule');

  router
    .add('GET', '/webhooks', ({ query }) => dataResponse(offsetPage([...state.webhooks.values()], query, state.settings.maxListLimit)))
    .add('POST', '/webhooks', async (context) => {
      const body = await objectBody(context);
      if (!Array.isArray(body.eventTypes) || typeof body.requestUrl !== 'string' || typeof body.condition !== 'object') throw new FakeError(400, 'invalid-input', 'eventTypes, condition and requestUrl are required');
      const id = state.id('whk');
      const created = { isAdHoc: false, ...body, id, userId: state.user.id, createdAt: now(), modifiedAt: now() };
      state.webhooks.set(id, created);
      return dataResponse(created, 201);
    })
    .add('GET', '/webhooks/:webhookId', ({ params }) => dataResponse(webhook(params.webhookId)))
    .add('PUT', '/webhooks/:webhookId', async (context) => {
      const w = webhook(context.params.webhookId);
      Object.assign(w, await objectBody(context), { id: w.id, modifiedAt: now() });
      return dataResponse(w);
    })
    .add('DELETE', '/webhooks/:webhookId', ({ params }) => {
      state.webhooks.delete(webhook(params.webhookId).id);
      return new HttpResponse(null, { status: 204 });
    })
    .add('POST', '/webhooks/:webhookId/test', ({ params }) => {
      const w = webhook(params.webhookId);
      const id = state.id('dsp');
      const dispatch = { id, userId: state.user.id, webhookId: w.id, createdAt: now(), status: 'SUCCEEDED', eventType: 'TEST', eventData: {} };
      state.dispatches.set(id, dispatch);
      return dataResponse(dispatch, 201);
    })
    .add('GET', '/webhooks/:webhookId/dispatches', ({ params, query }) => {
      const w = webhook(params.webhookId);
      return dataResponse(offsetPage([...state.dispatches.values()].filter((d) => d.webhookId === w.id), query, state.settings.maxListLimit));
    })
    .add('GET', '/webhook-dispatches', ({ query }) => dataResponse(offsetPage([...state.dispatches.values()], query, state.settings.maxListLimit)))
    .add('GET', '/webhook-dispatches/:dispatchId', ({ params }) => dataResponse(state.resolve(state.dispatches, params.dispatchId ?? '', 'Webhook dispatch')));

  router
    .add('GET', '/schedules', ({ query }) => dataResponse(offsetPage([...state.schedules.values()], query, state.settings.maxListLimit)))
    .add('POST', '/schedules', async (context) => {
      const body = await objectBody(context);
      if (typeof body.cronExpression !== 'string' || body.cronExpression.trim().split(/\s+/).length < 5) throw new FakeError(400, 'cron-expression-invalid', 'The cron expression is invalid');
      const id = state.id('sch');
      const created = { isEnabled: false, isExclusive: false, timezone: 'UTC', actions: [], ...body, name: typeof body.name === 'string' ? body.name : `schedule-${id}`, id, userId: state.user.id, createdAt: now(), modifiedAt: now() };
      state.schedules.set(id, created);
      return dataResponse(created, 201);
    })
    .add('GET', '/schedules/:scheduleId', ({ params }) => dataResponse(schedule(params.scheduleId)))
    .add('PUT', '/schedules/:scheduleId', async (context) => {
      const s = schedule(context.params.scheduleId);
      Object.assign(s, await objectBody(context), { id: s.id, modifiedAt: now() });
      return dataResponse(s);
    })
    .add('DELETE', '/schedules/:scheduleId', ({ params }) => {
      state.schedules.delete(schedule(params.scheduleId).id);
      return new HttpResponse(null, { status: 204 });
    })
    .add('GET', '/schedules/:scheduleId/log', ({ params }) => {
      const s = schedule(params.scheduleId);
      return dataResponse([{ message: `schedule ${s.name} created`, level: 'INFO', createdAt: s.createdAt }]);
    });

  router
    .add('GET', '/users/me', () => dataResponse({ ...state.user, profile: {}, plan: { id: 'FREE' } }))
    .add('GET', '/users/me/usage/monthly', ({ query }) => {
      const date = query.get('date');
      if (date !== null && !/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new FakeError(400, 'invalid-value', 'date must be YYYY-MM-DD');
      return dataResponse({ usageCycle: { startAt: '2026-01-01T00:00:00.000Z', endAt: '2026-01-31T23:59:59.999Z' }, monthlyServiceUsage: {}, totalUsageCreditsUsdAfterVolumeDiscount: 0 });
    })
    .add('GET', '/users/me/limits', () => dataResponse({ monthlyUsageCycle: {}, limits: state.limits, current: { monthlyUsageUsd: 0 } }))
    .add('PUT', '/users/me/limits', async (context) => {
      const body = await objectBody(context);
      for (const key of ['maxMonthlyUsageUsd', 'dataRetentionDays']) {
        if (key in body) {
          if (typeof body[key] !== 'number' || body[key] < 0) throw new FakeError(400, 'invalid-value', `${key} must be a non-negative number`);
          state.limits[key] = body[key];
        }
      }
      return new HttpResponse(null, { status: 201 });
    })
    .add('GET', '/users/:userId', ({ params }) => {
      if (params.userId !== state.user.id && params.userId !== state.user.username) throw new FakeError(404, 'user-not-found', 'User was not found');
      return dataResponse({ username: state.user.username, profile: {} });
    });

  router.add(
    'GET',
    '/store',
    ({ query }) => {
      const search = query.get('search')?.toLowerCase();
      const list = [...state.actors.values()]
        .filter((a) => a.isPublic === true)
        .filter((a) => !search || a.name.toLowerCase().includes(search))
        .map(({ id, name, username, title }) => ({ id, name, username, title }));
      return dataResponse(offsetPage(list, query, state.settings.maxListLimit));
    },
    { anonymous: true },
  );
}
