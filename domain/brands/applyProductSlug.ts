import type { RouteTable } from '../../schemas/types.generated.ts';

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
