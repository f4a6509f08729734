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
import { registerErrorHandler } from './plugins/errorHandler.ts';
import { registerNotFound } from './plugins/notFound.ts';
import { authRoutes } from './services/auth/authRoutes.ts';
import { contentRoutes } from './services/content/contentRoutes.ts';
import { achieveRoutes } from './services/achieve/achieveRoutes.ts';
import { eventsRoutes } from './services/events/eventsRoutes.ts';
import { helpdeskRoutes } from './services/helpdesk/helpdeskRoutes.ts';
import { practiceRoutes } from './services/practice/practiceRoutes.ts';
import { testRoutes } from './services/tests/testRoutes.ts';
import { timelineRoutes } from './services/timeline/timelineRoutes.ts';

export const API_DOCS_PATH = '/api/docs';
export const REQUEST_ID_HEADER = 'x-request-id';

/** Registers plugins, then the services, then the SPA: the whole server, ready to listen or inject. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: true,
    requestIdHeader: REQUEST_ID_HEADER,
    genReqId: () => randomUUID(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  registerErrorHandler(app);

  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Abhyas services', version: '1' } },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: API_DOCS_PATH });
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
