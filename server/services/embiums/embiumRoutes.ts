import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  awardEmbiumCall,
  embiumBalanceCall,
  type EmbiumEvent,
} from '../../../domain/contracts/embiums.ts';
import { EMBIUMS_FEATURE, type EmbiumLedger } from '../../../domain/embiums/EmbiumLedger.ts';
import { AppError } from '../../../domain/errors.ts';
import type { AppDeps } from '../../AppDeps.ts';
import { registerCall } from '../../http/registerCall.ts';
import { serverMessage } from '../../i18n/serverMessages.ts';
import { requireChild, type ChildSession } from '../../sessions/requireChild.ts';
import { sessionStore } from '../../sessions/sessionStore.ts';
import type { EmbiumChecks } from './EmbiumChecks.ts';

/** Events the client may report: the check of the server's own records, and the reward's words. */
const ASKABLE: Partial<Record<EmbiumEvent, { check: keyof EmbiumChecks; message: string }>> = {
  lessonFinished: { check: 'lessonFinished', message: 'embiums.reward.lessonFinished' },
  testFinished: { check: 'testSubmitted', message: 'embiums.reward.testFinished' },
};
/** The words of an ask that earned nothing (rewarded already, or the day's cap reached). */
const NOTHING_MORE = 'embiums.reward.none';

/** The embium calls of shell spec §7: the balance, and asking for a reward the server confirms. */
export function embiumRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  ledger: EmbiumLedger,
  checks: EmbiumChecks,
) {
  const sessions = sessionStore(deps.db);
  /** The calling child, where the brand has embiums (inviteParent's way: 403 where it is off). */
  const child = async (request: FastifyRequest): Promise<ChildSession> => {
    const session = await requireChild(sessions, request, deps.tokenSecret, deps.clock());
    if (request.brand.disabledFeatures.includes(EMBIUMS_FEATURE)) throw new AppError('FORBIDDEN');
    return session;
  };

  registerCall(app, embiumBalanceCall, async (_input, request) => {
    const session = await child(request);
    const balance = await ledger.balance(session.profile.id);
    if (balance.current_value === 0) return { status: 204 as const, body: undefined };
    return { body: balance };
  });

  registerCall(app, awardEmbiumCall, async ({ params, query }, request) => {
    const session = await child(request);
    const askable = ASKABLE[params.embium];
    if (!askable) throw new AppError('EMBIUM_SERVER_AWARDED');
    const childId = session.profile.id;
    if (!(await checks[askable.check](childId, query.object_id)))
      throw new AppError('EMBIUM_NOT_EARNED');
    const grant = await ledger.award({
      orgId: session.orgId,
      childId,
      disabledFeatures: request.brand.disabledFeatures,
      event: params.embium,
      objectId: query.object_id,
      sourceId: query.object_id,
    });
    // The brand was checked above; a ledger that still says "off" is a fault of ours.
    if (!grant) throw new Error('embiums are off for a brand that has them on');
    const key = grant.points > 0 ? askable.message : NOTHING_MORE;
    return {
      body: {
        awarded_points: grant.points,
        total_points: grant.total,
        metal: grant.metal,
        user_message: serverMessage(key, query.locale ?? session.profile.locale, {
          count: grant.points,
          total: grant.total,
        }),
        feature_category: grant.featureCategory,
      },
    };
  });
}
