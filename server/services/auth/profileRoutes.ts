import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { addProfileCall, editProfileCall } from '../../../domain/contracts/auth.ts';
import { connectedProfilesCall } from '../../../domain/contracts/session.ts';
import { AppError } from '../../../domain/errors.ts';
import { registerCall } from '../../http/registerCall.ts';
import { requireRoot } from '../../sessions/requireRoot.ts';
import type { AuthContext } from './AuthContext.ts';
import { connectedResponse, requireOwnChild, toLinkedProfile } from './authSession.ts';

/** The account's child profiles: listed with their tokens, added, edited. */
export function profileRoutes(app: FastifyInstance, ctx: AuthContext) {
  const { store, deps } = ctx;

  /** A profile's goal and exam come together, as a pair of the exam list, or not at all. */
  const checkExam = async (goal: string | undefined, exam: string | undefined) => {
    if (goal === undefined && exam === undefined) return;
    if (goal === undefined || exam === undefined || !(await store.examUnderGoal(exam, goal)))
      throw new AppError('EXAM_NOT_OFFERED');
  };

  registerCall(app, connectedProfilesCall, async (_input, request) => {
    const session = await requireRoot(ctx, request, { unverified: 'allow' });
    return { body: await connectedResponse(ctx, request.brand, session) };
  });

  registerCall(app, addProfileCall, async ({ body }, request) => {
    const session = await requireRoot(ctx, request);
    await checkExam(body.primary_goal, body.primary_exam);
    const profile = {
      id: randomUUID(),
      user_id: session.user.id,
      first_name: body.first_name,
      last_name: body.last_name,
      primary_goal: body.primary_goal ?? null,
      primary_exam: body.primary_exam ?? null,
      locale: body.locale,
      video_quality: body.video_quality,
      meta: JSON.stringify(body.meta),
      created_at: deps.clock(),
    };
    await store.insertProfile(profile);
    const linked = toLinkedProfile(ctx, session, profile);
    return {
      body: {
        data: {
          id: linked.id,
          token: linked.token,
          platform_session: { sessionId: session.loginId },
        },
      },
    };
  });

  registerCall(app, editProfileCall, async ({ body }, request) => {
    const session = await requireRoot(ctx, request);
    const profile = await requireOwnChild(ctx, request, session);
    await checkExam(body.primary_goal, body.primary_exam);
    const { meta, ...fields } = body;
    await store.updateProfile(profile.id, {
      ...fields,
      ...(meta && { meta: JSON.stringify({ ...(JSON.parse(profile.meta) as object), ...meta }) }),
    });
    const updated = await store.findProfile(session.user.id, profile.id);
    if (!updated) throw new AppError('PROFILE_NOT_FOUND');
    return { body: { data: toLinkedProfile(ctx, session, updated) } };
  });
}
