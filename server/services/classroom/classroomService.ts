import type { FastifyPluginCallback } from 'fastify';
import type { AppDeps } from '../../AppDeps.ts';
import { classroomContext } from './ClassroomContext.ts';
import { classroomRoutes } from './classroomRoutes.ts';
import type { MeetingProvider } from '../../providers/meetings/MeetingProvider.ts';
import { assignmentRoutes } from './assignmentRoutes.ts';
import { liveClassRoutes } from './liveClassRoutes.ts';

/**
 * The classroom service (learning-experience spec §7 "Classrooms", base `/api/classroom`): the
 * classes of an institute a student joins, their live classes and their school work, in one
 * service because every read is decided by one membership check (docs/decisions/classrooms.md).
 */
export const classroomService: FastifyPluginCallback<{
  deps: AppDeps;
  /** Where live classes' rooms are (app.ts makes it from deps.meetings). */
  meetings: MeetingProvider;
}> = (app, { deps, meetings }, done) => {
  const ctx = classroomContext(deps);
  classroomRoutes(app, ctx);
  liveClassRoutes(app, ctx, meetings);
  assignmentRoutes(app, ctx);
  done();
};
