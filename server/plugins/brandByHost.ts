import fp from 'fastify-plugin';
import { resolveBrandByHost } from '../../domain/brands/resolveBrandByHost.ts';
import type { Brand } from '../../schemas/types.generated.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The brand this request's Host header resolved to (unknown hosts get the default brand). */
    brand: Brand;
  }
}

/** Resolves the brand from the Host header, as the browser does from its location. */
export const brandByHost = fp<{ brands: readonly Brand[] }>((app, { brands }, done) => {
  const entries = brands.map((brand) => ({ id: brand.id, hosts: brand.hosts, brand }));
  app.decorateRequest('brand', undefined as unknown as Brand);
  app.addHook('onRequest', (request, _reply, next) => {
    request.brand = resolveBrandByHost(entries, request.hostname).brand;
    next();
  });
  done();
});
