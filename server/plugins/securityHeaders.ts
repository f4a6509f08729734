import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** A year: browsers remember that the host speaks only TLS (the usual HSTS lifetime). */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const SELF = "'self'";
const NONE = "'none'";

/**
 * What the built app really loads, all from its own origin (measured in Chromium over every
 * journey of the browser suite). No inline script and no eval anywhere: the bundle is external
 * modules only, the forms validate without ajv's code generation, brand documents ship as data.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: [SELF],
  scriptSrc: [SELF],
  scriptSrcAttr: [NONE],
  // Stylesheets are the bundle's own files; React and Plyr set styles through the CSSOM, which a
  // policy does not govern, and KaTeX's style attributes are applied the same way
  // (renderers/questions/fragmentFromMarkup.ts).
  styleSrc: [SELF],
  // KaTeX's stylesheet carries one small font inlined as a data: URL by the build.
  fontSrc: [SELF, 'data:'],
  // The build inlines small brand logos and illustrations as data: SVGs, and index.html's empty
  // `data:,` icon keeps the browser from asking for /favicon.ico.
  imgSrc: [SELF, 'data:'],
  // Videos and subtitles come from signed same-origin URLs.
  mediaSrc: [SELF],
  // The API and Plyr's icon sprite (fetched, then inlined as SVG).
  connectSrc: [SELF],
  // A video's practice layer frames one of our own pages; a live class's room page adds the
  // meeting service's origin (contentSecurityPolicy's frameOrigins).
  frameSrc: [SELF],
  frameAncestors: [SELF],
  formAction: [SELF],
  baseUri: [SELF],
  objectSrc: [NONE],
} as const;

/** The policy's directives; behind TLS, stray http:// loads are upgraded too. */
export function contentSecurityPolicy(
  hsts: boolean,
  formActionOrigins: readonly string[] = [],
  frameOrigins: readonly string[] = [],
): Record<string, readonly string[]> {
  return {
    ...CONTENT_SECURITY_POLICY,
    // A payment gateway's hosted checkout is reached by posting a form to it (Razorpay's origin,
    // only when that gateway is chosen); the sandbox's page is our own.
    formAction: [...CONTENT_SECURITY_POLICY.formAction, ...formActionOrigins],
    // The live-class room page frames the meeting service: its origin alone, nothing wider.
    frameSrc: [...CONTENT_SECURITY_POLICY.frameSrc, ...frameOrigins],
    ...(hsts && { upgradeInsecureRequests: [] }),
  };
}

export interface SecurityHeadersOptions {
  /** The deployment is reached only over TLS: send HSTS and upgrade stray http:// loads. */
  hsts: boolean;
  /** Origins forms may be posted to besides our own (the payment gateway's checkout). */
  formActionOrigins?: readonly string[];
  /** Origins pages may frame besides our own (the live classes' meeting service). */
  frameOrigins?: readonly string[];
}

/**
 * Every answer carries a strict Content-Security-Policy, nosniff, frame and referrer rules, so an
 * injected script cannot run and read the tokens the browser keeps; HSTS only behind TLS, since on
 * plain http it would lock a host out.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { hsts, formActionOrigins, frameOrigins }: SecurityHeadersOptions,
): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(hsts, formActionOrigins, frameOrigins),
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Brand hosts are often one name of an institute's domain: its other subdomains are not ours
    // to pin to TLS.
    strictTransportSecurity: hsts
      ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: false }
      : false,
  });
}
