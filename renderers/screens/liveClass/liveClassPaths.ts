import { useBrand } from '../../../runtime/brand/BrandContext.ts';

/** The query the post summary takes for the in-class performance. */
export const PERFORMANCE_ANALYSIS = 'performance';

/**
 * The addresses of the live-class screens (learning-experience spec §2), which carry the brand's
 * product name: `/user-home/{product}-live-classes`, `/{product}-live-class/{id}` and its
 * `/postsummary`.
 */
export function liveClassPaths(productSlug: string) {
  const classPath = (liveClassId: string) =>
    `/${productSlug}-live-class/${encodeURIComponent(liveClassId)}`;
  return {
    list: `/user-home/${productSlug}-live-classes`,
    liveClass: classPath,
    summary: (liveClassId: string, performance = false) =>
      `${classPath(liveClassId)}/postsummary${performance ? `?analysis=${PERFORMANCE_ANALYSIS}` : ''}`,
  };
}

export type LiveClassPaths = ReturnType<typeof liveClassPaths>;

/** The live-class addresses of the brand in use. */
export function useLiveClassPaths(): LiveClassPaths {
  return liveClassPaths(useBrand().docs.brand.productSlug);
}
