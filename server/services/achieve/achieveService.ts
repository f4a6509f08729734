import type { FastifyPluginCallback } from 'fastify';
import { updatePajCall } from '../../../domain/contracts/practice.ts';
import type { AppDeps } from '../../AppDeps.ts';
import { registerCall } from '../../http/registerCall.ts';
import { requireChild } from '../../sessions/requireChild.ts';
import { sessionStore } from '../../sessions/sessionStore.ts';
import { achieveStore } from './achieveStore.ts';

/**
 * The achieve service's call that plan-driven practice makes: a step of a personalised plan
 * started or done, kept per child (a plan's steps belong to the child who follows it).
 */
export const achieveService: FastifyPluginCallback<{ deps: AppDeps }> = (app, { deps }, done) => {
  const sessions = sessionStore(deps.db);
  const store = achieveStore(deps.db);
  registerCall(app, updatePajCall, async ({ query }, request) => {
    const child = await requireChild(sessions, request, deps.tokenSecret, deps.clock());
    const row = {
      paj_id: query.paj_id,
      child_id: child.profile.id,
      step_index: query.step_index,
      path_type: query.path_type,
      path_index: query.path_index,
      object_type: query.object_type,
      object_id: query.object_id,
      status: query.status,
      call_id: query.call_id ?? null,
      updated_at: deps.clock(),
    };
    await store.saveStep(row);
    return {
      body: { data: { paj_id: row.paj_id, step_index: row.step_index, status: row.status } },
    };
  });
  done();
};
