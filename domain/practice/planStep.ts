import type * as z from 'zod/mini';
import type { sessionData, updatePajCall } from '../contracts/practice.ts';

export type PlanStepQuery = z.input<typeof updatePajCall.query>;
type Session = z.infer<typeof sessionData>;

/** What a plan step is when the session does not say (practice is the step's object). */
const DEFAULT_PATH_TYPE = 'practice';
const DEFAULT_OBJECT_TYPE = 'practice';

/**
 * The achieve update of a plan-driven session's step (POST /achieve/update_paj): STARTED once the
 * session is open, COMPLETED when it has nothing left. Undefined for a session of no plan.
 */
export function planStepQuery(
  session: Session,
  status: PlanStepQuery['status'],
): PlanStepQuery | undefined {
  if (session.paj_id === null || session.paj_step_index === null) return undefined;
  return {
    paj_id: session.paj_id,
    step_index: session.paj_step_index,
    path_type: session.paj_step_path ?? DEFAULT_PATH_TYPE,
    path_index: session.paj_step_path_index ?? 0,
    object_type: session.object_type ?? DEFAULT_OBJECT_TYPE,
    object_id: session.session_id,
    status,
    ...(session.call_id !== null && { call_id: session.call_id }),
  };
}
