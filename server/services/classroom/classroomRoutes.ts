import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normaliseInviteCode } from '../../../domain/classroom/inviteCode.ts';
import {
  CLASSROOM_UNPAGED_MAX,
  joinClassroomCall,
  leaveClassroomCall,
  studentClassesCall,
  studentClassesListCall,
  validateInviteCodeCall,
  type Classroom,
  type ClassroomSort,
} from '../../../domain/contracts/classroom.ts';
import { AppError } from '../../../domain/errors.ts';
import { list } from '../../db/jsonColumns.ts';
import { registerCall } from '../../http/registerCall.ts';
import type { ChildSession } from '../../sessions/requireChild.ts';
import type { ClassroomContext } from './ClassroomContext.ts';
import type { InviteCodeRow, MemberClassRow } from './classroomStore.ts';
import { INSTITUTE_LOGO_URL, instituteLogoRoute } from './instituteLogo.ts';
import { underInviteCodeLimits } from './underInviteCodeLimits.ts';

/** A class as the student sees it: the institute is the brand the request came to. */
function classroomOf(request: FastifyRequest, child: ChildSession, row: MemberClassRow): Classroom {
  return {
    testAppStudentId: child.profile.id,
    className: row.name,
    rootOrgId: String(child.orgId),
    instituteLogo: INSTITUTE_LOGO_URL,
    instituteName: request.brand.name,
    classId: row.id,
    testAppAccountId: child.userId,
    orgSubjectAssociations: list(row.subject_codes),
    status: row.left_at === null ? 'ACTIVE' : 'LEFT',
  };
}

/**
 * The code, if it admits students now. Only the brand's organisation is searched, so another
 * institute's code is INVITE_CODE_INVALID like one that never existed; a code of a class the
 * institute has archived admits no one.
 */
async function admittingCode(
  ctx: ClassroomContext,
  child: ChildSession,
  typed: string,
): Promise<InviteCodeRow> {
  const code = normaliseInviteCode(typed);
  const found = code === undefined ? undefined : await ctx.store.findCode(child.orgId, code);
  if (!found) throw new AppError('INVITE_CODE_INVALID');
  if (found.archived_at !== null) throw new AppError('CLASSROOM_NOT_FOUND');
  if (found.revoked_at !== null) throw new AppError('INVITE_CODE_REVOKED');
  if (found.expires_at <= ctx.deps.clock()) throw new AppError('INVITE_CODE_EXPIRED');
  return found;
}

interface ClassesPage {
  sortBy: ClassroomSort;
  pageNumber: number;
  pageSize: number;
  unpaged: boolean;
  exam?: string | undefined;
}

async function classesPage(
  ctx: ClassroomContext,
  request: FastifyRequest,
  child: ChildSession,
  page: ClassesPage,
) {
  const limit = page.unpaged ? CLASSROOM_UNPAGED_MAX : page.pageSize;
  const pageNumber = page.unpaged ? 1 : page.pageNumber;
  const { rows, total } = await ctx.store.classes({
    orgId: child.orgId,
    profileId: child.profile.id,
    sortBy: page.sortBy,
    exam: page.exam,
    limit,
    offset: (pageNumber - 1) * limit,
  });
  return {
    body: {
      data: {
        classes: rows.map((row) => classroomOf(request, child, row)),
        pageNumber,
        pageSize: limit,
        total,
      },
    },
  };
}

/** A student's classrooms (spec §7 "Classrooms"): check a code, join, list, leave. */
export function classroomRoutes(app: FastifyInstance, ctx: ClassroomContext): void {
  const limited = <T>(request: FastifyRequest, child: ChildSession, work: () => Promise<T>) =>
    underInviteCodeLimits(
      ctx.deps.rateLimiter,
      { ip: request.ip, orgId: child.orgId, userId: child.userId },
      work,
    );

  registerCall(app, validateInviteCodeCall, async ({ params }, request) => {
    const child = await ctx.child(request);
    const code = await limited(request, child, () => admittingCode(ctx, child, params.inviteCode));
    return {
      body: {
        data: {
          classId: code.classroom_id,
          className: code.class_name,
          instituteName: request.brand.name,
          instituteLogo: INSTITUTE_LOGO_URL,
          expiresAt: code.expires_at,
        },
      },
    };
  });

  registerCall(app, joinClassroomCall, async ({ body }, request) => {
    const child = await ctx.child(request);
    const row = await limited(request, child, async () => {
      // The code is checked again: a class id alone must never admit anyone.
      const code = await admittingCode(ctx, child, body.inviteCode);
      if (code.classroom_id !== body.classId) throw new AppError('CLASSROOM_NOT_FOUND');
      await ctx.store.join({
        orgId: child.orgId,
        classroomId: code.classroom_id,
        profileId: child.profile.id,
        firstName: body.firstName,
        lastName: body.lastName,
        now: ctx.deps.clock(),
        joinedBy: 'code',
        code: code.code,
      });
      return ctx.store.memberClass(child.orgId, child.profile.id, code.classroom_id);
    });
    // Just joined: only an archiving between the two statements could take it away.
    if (!row) throw new AppError('CLASSROOM_NOT_FOUND');
    return { body: { data: classroomOf(request, child, row) } };
  });

  registerCall(app, studentClassesCall, async ({ body }, request) => {
    const child = await ctx.child(request);
    return classesPage(ctx, request, child, {
      sortBy: body.enableSorting ? body.sortBy : 'joinedAt',
      pageNumber: body.pageNumber,
      pageSize: body.pageSize,
      unpaged: body.unpaged,
      exam: body.exam,
    });
  });

  registerCall(app, studentClassesListCall, async ({ query }, request) => {
    const child = await ctx.child(request);
    return classesPage(ctx, request, child, { ...query, unpaged: false });
  });

  registerCall(app, leaveClassroomCall, async ({ body }, request) => {
    const child = await ctx.child(request);
    const left = await ctx.store.leave(
      child.orgId,
      child.profile.id,
      [...new Set(body.classIdList)],
      ctx.deps.clock(),
    );
    return { body: { data: { left } } };
  });

  instituteLogoRoute(app, ctx.deps);
}
