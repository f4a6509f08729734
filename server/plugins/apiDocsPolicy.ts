import { CONTENT_SECURITY_POLICY, contentSecurityPolicy } from './securityHeaders.ts';

/**
 * swagger-ui's logo colours itself with an inline <style> (`.logo_small_svg__cls-2{fill:#fff}…`,
 * @fastify/swagger-ui 6): allowed by its hash rather than 'unsafe-inline'. Should a new version
 * change it, only the logo loses its colours.
 */
const SWAGGER_LOGO_STYLE = "'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='";

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The OpenAPI pages' own policy (given to @fastify/swagger-ui as `staticCSP`): the app's, plus the logo. */
export function apiDocsContentSecurityPolicy(hsts: boolean): Record<string, string[]> {
  const directives = {
    ...contentSecurityPolicy(hsts),
    styleSrc: [...CONTENT_SECURITY_POLICY.styleSrc, SWAGGER_LOGO_STYLE],
  };
  return Object.fromEntries(
    Object.entries(directives).map(([name, values]) => [kebab(name), [...values]]),
  );
}
