import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assignmentCall, assignmentsCall } from '../../../domain/contracts/assignments.ts';
import { AppError } from '../../../domain/errors.ts';
import { registerCall } from '../../http/registerCall.ts';
import type { ClassroomContext } from './ClassroomContext.ts';
import { studentAssignments } from './studentAssignments.ts';

/** A student's school work (docs/decisions/classrooms.md, "Assignments"): the list and one. */
export function assignmentRoutes(app: FastifyInstance, ctx: ClassroomContext): void {
  /** The calling student's live assignments (or only the one asked for), in the asked language. */
  const assignmentsOf = async (
    request: FastifyRequest,
    locale: string | undefined,
    assignmentId?: string,
  ) => {
    const child = await ctx.child(request);
    return studentAssignments(ctx.deps.db, {
      orgId: child.orgId,
      profileId: child.profile.id,
      classIds: await ctx.memberClassIds(child),
      product: request.brand.productSlug,
      locale: locale ?? child.profile.locale,
      now: ctx.deps.clock(),
      ...(assignmentId !== undefined && { assignmentId }),
    });
  };

  registerCall(app, assignmentsCall, async ({ query }, request) => {
    const all = await assignmentsOf(request, query.locale);
    const assignments = all
      .map((item) => item.assignment)
      .filter(
        (a) =>
          (query.status === undefined || a.status === query.status) &&
          (query.type === undefined || a.type === query.type),
      );
    return { body: { data: { assignments } } };
  });

  registerCall(app, assignmentCall, async ({ params, query }, request) => {
    const [found] = await assignmentsOf(request, query.locale, params.assignmentId);
    // Another class's, another institute's, a cancelled one and none at all look the same.
    if (!found) throw new AppError('ASSIGNMENT_NOT_FOUND');
    return { body: { data: found.assignment } };
  });
}
