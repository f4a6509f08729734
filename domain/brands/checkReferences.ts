import type { Module, RouteModule } from '../../schemas/types.generated.ts';
import { SCREEN_PAGES } from '../pages/screenPages.ts';
import { matchRoutePath } from '../routing/matchRoutePath.ts';
import type { BrandDocuments, DocumentIssue, DocumentRef } from './brandDocuments.ts';
import { pointerSegments } from './jsonPointer.ts';
import {
  INTERNAL_PATH_REF,
  MESSAGE_KEY_REF,
  PAGE_NAME_REF,
  schemaFileOf,
} from './schemaCatalog.ts';
import { walkDocument, type SchemaSite } from './schemaWalk.ts';

/**
 * The rules a schema cannot express, run on a brand whose documents are schema-valid: every route,
 * page and message key a document names exists, and modules agree with the routes.
 */
export function checkReferences(docs: BrandDocuments, messageKeys: ReadonlySet<string>) {
  const issues: DocumentIssue[] = [];
  const enabled = new Set<RouteModule>(['core', ...docs.brand.modules]);
  const add = (document: DocumentRef, pointer: string, message: string) =>
    issues.push({ document, pointer, message });

  docs.routes.routes.forEach((route, index) => {
    const pointer = `/routes/${index}`;
    const earlier = docs.routes.routes.findIndex((r) => r.path === route.path);
    if (earlier !== index)
      add(ROUTES, `${pointer}/path`, `Path "${route.path}" repeats /routes/${earlier}`);
    if (route.page !== undefined && !docs.pages[route.page]) {
      add(
        ROUTES,
        `${pointer}/page`,
        `Page document name "${route.page}" has no file pages/${route.page}.json`,
      );
    }
  });

  docs.brand.modules.forEach((module, index) => {
    if (!docs.routes.routes.some((r) => r.module === module)) {
      add(BRAND, `/modules/${index}`, `Enabled module "${module}" has no route in the route table`);
    }
  });

  for (const document of documentsOf(docs, enabled)) {
    for (const site of walkDocument(schemaFileOf(document.ref), document.data)) {
      const problem =
        messageKeyProblem(site, messageKeys) ??
        routeProblem(site, docs, enabled) ??
        pageProblem(site, docs) ??
        moduleProblem(site, enabled) ??
        levelProblem(site, document.ref);
      if (problem) add(document.ref, site.pointer, problem);
    }
  }
  return issues;
}

const BRAND: DocumentRef = { kind: 'brand' };
const ROUTES: DocumentRef = { kind: 'routes' };

/**
 * The documents to check. A page inherited from a parent but shown only by routes of modules this
 * brand has switched off can never render, so its references do not have to hold here.
 */
function documentsOf(docs: BrandDocuments, enabled: ReadonlySet<RouteModule>) {
  const routes = docs.routes.routes.filter((r) => enabled.has(r.module));
  const shown = new Set([
    ...routes.map((r) => r.page),
    ...routes.map((r) => (r.screen === undefined ? undefined : SCREEN_PAGES[r.screen])),
  ]);
  const pages = Object.entries(docs.pages).filter(([name]) => shown.has(name));
  return [
    { ref: BRAND, data: docs.brand },
    { ref: { kind: 'navigation' }, data: docs.navigation },
    { ref: { kind: 'exceptions' }, data: docs.exceptions },
    ...pages.map(([name, data]) => ({ ref: { kind: 'page', name } as const, data })),
  ] satisfies { ref: DocumentRef; data: unknown }[];
}

function messageKeyProblem(site: SchemaSite, keys: ReadonlySet<string>) {
  if (!site.refs.includes(MESSAGE_KEY_REF) || typeof site.value !== 'string') return undefined;
  return keys.has(site.value)
    ? undefined
    : `${site.title} "${site.value}" is not a key of locales/en.json`;
}

function routeProblem(site: SchemaSite, docs: BrandDocuments, enabled: ReadonlySet<RouteModule>) {
  const isInternal =
    site.refs.includes(INTERNAL_PATH_REF) ||
    (site.alternatives.includes(INTERNAL_PATH_REF) && String(site.value).startsWith('/'));
  if (!isInternal || typeof site.value !== 'string') return undefined;
  const path = site.value;
  const route = docs.routes.routes.find((r) => matchRoutePath(r.path, path));
  if (!route) return `${site.title} "${path}" is not a route of the route table`;
  if (!enabled.has(route.module)) {
    return `${site.title} "${path}" belongs to module "${route.module}", which is not enabled on this brand`;
  }
  return undefined;
}

/** A block that reads another page document (articles from the articles page) needs that page. */
function pageProblem(site: SchemaSite, docs: BrandDocuments) {
  if (!site.refs.includes(PAGE_NAME_REF) || typeof site.value !== 'string') return undefined;
  return docs.pages[site.value]
    ? undefined
    : `${site.title} "${site.value}" has no file pages/${site.value}.json`;
}

/** Blocks that ask a module for data (hero banners) need that module switched on. */
function moduleProblem(site: SchemaSite, enabled: ReadonlySet<RouteModule>) {
  const isBlockModule = /^\/blocks\/\d+\/module$/.test(site.pointer);
  if (!isBlockModule || enabled.has(site.value as Module)) return undefined;
  return `${site.title} "${String(site.value)}" is not enabled on this brand`;
}

/** Menus nest at most this deep (shell spec §2, "Public top navigation"). */
export const MAX_MENU_LEVELS = 5;

/** listNumber is the item's nesting level, so it must agree with where the item sits. */
function levelProblem(site: SchemaSite, document: DocumentRef) {
  if (document.kind !== 'navigation' || !site.pointer.endsWith('/listNumber')) return undefined;
  const depth = pointerSegments(site.pointer).filter((s) => s === 'subMenu').length + 1;
  if (depth > MAX_MENU_LEVELS) return `Navigation item nests deeper than ${MAX_MENU_LEVELS} levels`;
  return site.value === depth
    ? undefined
    : `${site.title} must be ${depth} at this depth, not ${String(site.value)}`;
}
