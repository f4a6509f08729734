import { AppError } from '../../../domain/errors.ts';
import type { AppDeps } from '../../AppDeps.ts';
import { testStore } from './testStore.ts';

/** The runner's close of a session: the submit, or its time running out on the device. */
const FREEZE_EVENT = 'freeze';

/**
 * Whether a test session is finished by the child's own runner (its freeze event is stored): what
 * the embiums service checks before rewarding a finished test. A session the server closed at its
 * deadline, long after the child left it, earns nothing. Another child's session is FORBIDDEN, an
 * unknown one SESSION_NOT_FOUND.
 */
export function testSubmitted(deps: Pick<AppDeps, 'db'>) {
  const store = testStore(deps.db);
  return async (childId: string, sessionId: string): Promise<boolean> => {
    const session = await store.sessionById(sessionId);
    if (!session) throw new AppError('SESSION_NOT_FOUND');
    if (session.child_id !== childId) throw new AppError('FORBIDDEN');
    if (session.status !== 'finished') return false;
    return (await store.events(session.id)).some((e) => e.event_type === FREEZE_EVENT);
  };
}
