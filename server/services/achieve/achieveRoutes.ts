import type { FastifyInstance } from 'fastify';
import { updatePajCall } from '../../../domain/contracts/practice.ts';
import type { AppDeps } from '../../AppDeps.ts';
import { registerCall } from '../../http/registerCall.ts';
import { authStore } from '../auth/authStore.ts';
import { requireChild } from '../auth/requireChild.ts';

/**
 * The achieve service's call that plan-driven practice makes: a step of a personalised plan
 * started or done, kept per child (a plan's steps belong to the child who follows it).
 */
export function achieveRoutes(app: FastifyInstance, deps: AppDeps) {
  const auth = authStore(deps.db);
  registerCall(app, updatePajCall, async ({ query }, request) => {
    const child = await requireChild(auth, request, deps.tokenSecret, deps.clock());
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
    await deps.db
      .insertInto('paj_steps')
      .values(row)
      .onConflict((oc) =>
        oc.columns(['paj_id', 'child_id', 'step_index']).doUpdateSet({
          path_type: row.path_type,
          path_index: row.path_index,
          object_type: row.object_type,
          object_id: row.object_id,
          status: row.status,
          call_id: row.call_id,
          updated_at: row.updated_at,
        }),
      )
      .execute();
    return {
      body: { data: { paj_id: row.paj_id, step_index: row.step_index, status: row.status } },
    };
  });
}
