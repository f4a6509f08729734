import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { NoticeSweep } from '../domain/notifications/Notice.ts';
import type { AppDeps } from './AppDeps.ts';
import { brandByHost } from './plugins/brandByHost.ts';
import { answerFrameworkError, registerErrorHandler } from './plugins/errorHandler.ts';
import { registerNotFound } from './plugins/notFound.ts';
import { registerJsonCompression } from './plugins/compressJson.ts';
import { registerFileServing } from './plugins/serveFiles.ts';
import { ErrorsOnlyRequestLog } from './plugins/errorsOnlyRequestLog.ts';
import { apiDocsContentSecurityPolicy } from './plugins/apiDocsPolicy.ts';
import { registerNoStoreForTokens } from './plugins/noStoreForTokens.ts';
import { registerStrictQueryDecoding } from './plugins/strictQueryDecoding.ts';
import { registerSecurityHeaders } from './plugins/securityHeaders.ts';
import { registerWebAppManifest } from './plugins/webAppManifest.ts';
import { checkoutOrigins } from './providers/payments/paymentSettings.ts';
import { DEFAULT_MEETINGS } from './providers/meetings/MeetingProvider.ts';
import { meetingProviderOf } from './providers/meetings/meetingProviderOf.ts';
import { achieveService } from './services/achieve/achieveService.ts';
import { classroomService } from './services/classroom/classroomService.ts';
import { schoolIdsCheck } from './services/classroom/schoolIdsCheck.ts';
import { schoolShelves } from './services/classroom/schoolShelves.ts';
import { testPapers } from './services/mockTests/testPapers.ts';
import { authService } from './services/auth/authService.ts';
import { contentService } from './services/content/contentService.ts';
import { contentStore } from './services/content/contentStore.ts';
import { contentCache } from './content/contentCache.ts';
import { lessonFinished } from './services/content/lessonFinished.ts';
import { devOutboxService } from './services/dev/devOutboxService.ts';
import { embiumLedger } from './services/embiums/embiumLedger.ts';
import { embiumsService } from './services/embiums/embiumsService.ts';
import { eventsService } from './services/events/eventsService.ts';
import { helpdeskService } from './services/helpdesk/helpdeskService.ts';
import { mockTestsService } from './services/mockTests/mockTestsService.ts';
import { createNotifier } from './services/notifications/createNotifier.ts';
import { notificationsService } from './services/notifications/notificationsService.ts';
import { testAnswers } from './services/mockTests/testAnswers.ts';
import { testShelves } from './services/mockTests/testShelves.ts';
import { testNoticeSweeps } from './services/mockTests/testNoticeSweeps.ts';
import { testNoticeStore } from './services/mockTests/testNoticeStore.ts';
import { testSubmitted } from './services/mockTests/testSubmitted.ts';
import { practiceService } from './services/practice/practiceService.ts';
import { noticeListener, planNoticeSweep } from './services/subscription/planNotices.ts';
import { searchService } from './services/search/searchService.ts';
import { subscriptionService } from './services/subscription/subscriptionService.ts';
import { subscriptionStore } from './services/subscription/subscriptionStore.ts';
import { seenQuestions } from './services/practice/seenQuestions.ts';
import { timelineService } from './services/timeline/timelineService.ts';

export const API_DOCS_PATH = '/api/docs';
export const REQUEST_ID_HEADER = 'x-request-id';

/** Registers plugins, then the services, then the SPA: the whole server, ready to listen or inject. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
    logController: deps.requestLog === 'errors' ? new ErrorsOnlyRequestLog() : undefined,
    // Forwarded headers only from proxies the operator named: anyone else could pick the address
    // that per-address limits count.
    trustProxy: deps.trustProxy && deps.trustProxy.length > 0 ? [...deps.trustProxy] : false,
    // Ids are the server's own: a client-sent one could forge or collide with another's log lines.
    requestIdHeader: false,
    genReqId: () => randomUUID(),
    frameworkErrors: answerFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  registerErrorHandler(app);
  // Live classes' rooms: the room page frames the meeting service, so the CSP names its origin.
  const meetings = meetingProviderOf(deps.meetings ?? DEFAULT_MEETINGS);
  await registerSecurityHeaders(app, {
    hsts: deps.hsts ?? false,
    formActionOrigins: checkoutOrigins(deps.payments),
    frameOrigins: meetings.frameOrigins,
  });
  registerNoStoreForTokens(app);
  registerJsonCompression(app);
  registerStrictQueryDecoding(app);

  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Abhyas services', version: '1' } },
    transform: jsonSchemaTransform,
  });
  if (deps.apiDocs ?? true)
    await app.register(fastifySwaggerUi, {
      routePrefix: API_DOCS_PATH,
      staticCSP: apiDocsContentSecurityPolicy(deps.hsts ?? false),
    });
  await app.register(brandByHost, { brands: deps.brands });

  // Files are sent from the content pack (media) and the built app, each naming its root; the
  // app's precompressed and cached by kind.
  await registerFileServing(app, deps);
  // The notices that come with time (plans ending, tests opening): each source is a sweep the
  // notifier's rounds ask. The notifier exists before the services, which get its `notify`.
  const noticeSweeps: NoticeSweep[] = [];
  const notifier = createNotifier(deps, { sweeps: noticeSweeps });
  app.decorate('notifier', notifier);
  const { notify } = notifier;
  const testSweeps = testNoticeSweeps(testNoticeStore(deps.db));
  noticeSweeps.push(
    testSweeps.solutionsReleased,
    testSweeps.testOpening,
    // Ended plans it finds are told to the deployment's listener as a read's would be.
    planNoticeSweep(subscriptionStore(deps.db), deps.onSubscriptionEvent, app.log),
  );
  // Each service is a plugin of its own scope; what one needs of another is handed in here, so
  // no service imports a sibling.
  await app.register(authService, { deps, notify });
  // School work's ids are checked by the classroom service wherever a record keeps them.
  const schoolIds = schoolIdsCheck(deps.db);
  // The pack in memory, one per app: content and practice read it without SQL.
  const cache = contentCache(deps.db, deps.clock);
  await app.register(contentService, {
    deps,
    testShelves: testShelves(deps),
    schoolShelves: schoolShelves(deps),
    schoolIds,
    cache,
  });
  const tests = testAnswers(deps);
  // One ledger of embiums: practice and tests award through it as things happen.
  const embiums = embiumLedger(deps);
  await app.register(practiceService, {
    deps,
    content: contentStore(deps.db, cache),
    cache,
    tests,
    notify,
    embiums,
    schoolIds,
  });
  await app.register(achieveService, { deps, papers: testPapers(deps) });
  await app.register(classroomService, { deps, meetings });
  await app.register(mockTestsService, { deps, embiums, notify, schoolIds });
  await app.register(timelineService, {
    deps,
    questions: seenQuestions(deps, tests, cache),
    embiums,
    schoolIds,
  });
  await app.register(embiumsService, {
    deps,
    ledger: embiums,
    checks: { lessonFinished: lessonFinished(deps.db, cache), testSubmitted: testSubmitted(deps) },
  });
  await app.register(eventsService, { deps });
  await app.register(helpdeskService, { deps });
  await app.register(searchService, { deps });
  // Payments and expiries are told to the child, and still to the deployment's own listener.
  await app.register(subscriptionService, {
    deps: {
      ...deps,
      onSubscriptionEvent: noticeListener(notify, deps.onSubscriptionEvent, app.log),
    },
  });
  await app.register(notificationsService, { deps, notifier });
  if (deps.devOutbox) await app.register(devOutboxService, { deps });
  registerWebAppManifest(app, deps.brandMarks);

  registerNotFound(app, deps.staticDir);
  return app;
}
