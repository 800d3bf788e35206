import type { FakeHandler } from '@typed-api/core/testing';
import type { Pattern } from '../../responses/patterns.js';
import type { HandlerKit } from '../handlers.js';
import { fail } from '../responses.js';
import { orgKey } from '../state.js';

/** A routed request as the kit's guards hand it over. */
type Call = Parameters<Parameters<HandlerKit['anyone']>[0]>[0];

/** The fake's `patterns` namespace beyond a repository's patterns: the patterns of the catalogue's tools, and feedback on them (no key needed). */
export function patternsHandlers(kit: HandlerKit): Record<string, FakeHandler> {
  const { state, anyone, list, flag, readBody } = kit;
  const patternsOf = (call: Call): Pattern[] => {
    const patterns = state.patternCatalog.patterns.get(call.params.toolUuid ?? '');
    if (!patterns) fail(404, 'Tool not found');
    return patterns;
  };
  const patternOf = (call: Call): Pattern => {
    const pattern = patternsOf(call).find((p) => p.id === call.params.patternId);
    if (!pattern) fail(404, 'Pattern not found');
    return pattern;
  };

  return {
    'patterns.list': anyone((call) => {
      const enabled = flag(call, 'enabled');
      return list(call, patternsOf(call).filter((p) => enabled === undefined || p.enabled === enabled));
    }),
    'patterns.get': anyone((call) => patternOf(call)),
    'patterns.addFeedback': anyone(async (call) => {
      const pattern = patternOf(call);
      const organization = orgKey(call.params.provider ?? '', call.params.organization ?? '');
      if (!state.organizations.has(organization)) fail(404, 'Organization not found');
      const request = await readBody(call);
      if (typeof request.reactionFeedback !== 'boolean') fail(400, 'reactionFeedback is required');
      if (request.feedback !== undefined && typeof request.feedback !== 'string') fail(400, 'feedback must be a text');
      state.patternCatalog.feedback.push({ organization, toolUuid: call.params.toolUuid ?? '', patternId: pattern.id, reactionFeedback: request.reactionFeedback, feedback: request.feedback });
      // The API answers 201 without a body.
      return new Response(null, { status: 201 });
    }),
  };
}
