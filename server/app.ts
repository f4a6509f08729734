import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { AppDeps } from './AppDeps.ts';
import { devOutboxRoutes } from './services/dev/devOutboxRoutes.ts';
import { brandByHost } from './plugins/brandByHost.ts';
import { answerFrameworkError, registerErrorHandler } from './plugins/errorHandler.ts';
import { registerNotFound } from './plugins/notFound.ts';
import { apiDocsContentSecurityPolicy } from './plugins/apiDocsPolicy.ts';
import { registerNoStoreForTokens } from './plugins/noStoreForTokens.ts';
import { registerSecurityHeaders } from './plugins/securityHeaders.ts';
import { authRoutes } from './services/auth/authRoutes.ts';
import { contentRoutes } from './services/content/contentRoutes.ts';
import { achieveRoutes } from './services/achieve/achieveRoutes.ts';
import { eventsRoutes } from './services/events/eventsRoutes.ts';
import { helpdeskRoutes } from './services/helpdesk/helpdeskRoutes.ts';
import { practiceRoutes } from './services/practice/practiceRoutes.ts';
import { testRoutes } from './services/mockTests/testRoutes.ts';
import { timelineRoutes } from './services/timeline/timelineRoutes.ts';

export const API_DOCS_PATH = '/api/docs';
export const REQUEST_ID_HEADER = 'x-request-id';

/** Registers plugins, then the services, then the SPA: the whole server, ready to listen or inject. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
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
  await registerSecurityHeaders(app, { hsts: deps.hsts ?? false });
  registerNoStoreForTokens(app);

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

  // Files are sent from the content pack (media) and the built app, each naming its root.
  await app.register(fastifyStatic, { root: deps.contentDir, serve: false });
  authRoutes(app, deps);
  contentRoutes(app, deps);
  practiceRoutes(app, deps);
  achieveRoutes(app, deps);
  testRoutes(app, deps);
  timelineRoutes(app, deps);
  eventsRoutes(app, deps);
  helpdeskRoutes(app, deps);
  if (deps.devOutbox) devOutboxRoutes(app, deps);

  if (deps.staticDir)
    await app.register(fastifyStatic, {
      root: deps.staticDir,
      wildcard: false,
      decorateReply: false,
    });
  registerNotFound(app, deps.staticDir);
  return app;
}
