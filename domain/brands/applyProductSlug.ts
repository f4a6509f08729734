import type { PageDocument, RouteTable } from '../../schemas/types.generated.ts';

/** The placeholder the specs write for the brand's product name in paths. */
export const PRODUCT_PLACEHOLDER = '{product}';

/** Route paths with {product} replaced by the brand's product slug. */
export function applyProductSlug(table: RouteTable, productSlug: string): RouteTable {
  return {
    ...table,
    routes: table.routes.map((route) => ({
      ...route,
      path: route.path.replaceAll(PRODUCT_PLACEHOLDER, productSlug),
    })),
  };
}

/** A document with {product} replaced in every internal path it holds (values starting with /). */
function slugPaths(value: unknown, productSlug: string): unknown {
  if (typeof value === 'string')
    return value.startsWith('/') ? value.replaceAll(PRODUCT_PLACEHOLDER, productSlug) : value;
  if (Array.isArray(value)) return value.map((item) => slugPaths(item, productSlug));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, slugPaths(item, productSlug)]),
    );
  return value;
}

/** Page documents whose links name {product} paths (/in-en/outcomes/{product}score) as routes do. */
export function applyProductSlugToPages(
  pages: Readonly<Record<string, PageDocument>>,
  productSlug: string,
): Record<string, PageDocument> {
  return Object.fromEntries(
    Object.entries(pages).map(([name, page]) => [
      name,
      slugPaths(page, productSlug) as PageDocument,
    ]),
  );
}
