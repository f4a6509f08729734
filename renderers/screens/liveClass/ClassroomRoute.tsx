import { Suspense } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { MY_CLASSROOMS_PATH } from '../../../domain/classroom/myClassroomsPath.ts';
import { useBrand } from '../../../runtime/brand/BrandContext.ts';
import { useCatalogParts } from '../../../runtime/i18n/CatalogParts.ts';
import { useRegistry } from '../../../runtime/registry/RegistryContext.ts';
import { lazyNamed } from '../../lazyNamed.ts';

const screens = {
  list: lazyNamed(() => import('./LiveClassesScreen.tsx'), 'LiveClassesScreen'),
  liveClass: lazyNamed(() => import('./LiveClassScreen.tsx'), 'LiveClassScreen'),
  summary: lazyNamed(() => import('./LiveClassSummaryScreen.tsx'), 'LiveClassSummaryScreen'),
  frame: lazyNamed(() => import('./LiveClassFrameScreen.tsx'), 'LiveClassFrameScreen'),
  batches: lazyNamed(() => import('./BatchesScreen.tsx'), 'BatchesScreen'),
  classrooms: lazyNamed(() => import('../classroom/MyClassroomsScreen.tsx'), 'MyClassroomsScreen'),
};

type ScreenName = keyof typeof screens;

/** The room alone, for a frame or the app's web view (`?liveClassId=…`). */
const LIVE_CLASS_FRAME_PATH = '/iframe/liveclass';

/** Which screen an address of the `myClassrooms`, `liveClass` or `batches` key shows. */
export function classroomScreenOf(pathname: string, productSlug: string): ScreenName {
  if (matchPath(MY_CLASSROOMS_PATH, pathname)) return 'classrooms';
  if (
    matchPath('/batches/:liveClassBatchId?', pathname) ||
    matchPath('/web-view/batches', pathname)
  )
    return 'batches';
  if (pathname.startsWith('/user-home/')) return 'list';
  if (matchPath(LIVE_CLASS_FRAME_PATH, pathname)) return 'frame';
  if (matchPath(`/${productSlug}-live-class/:id/postsummary`, pathname)) return 'summary';
  return 'liveClass';
}

/**
 * Every route of the classroom service's screens (docs/decisions/classrooms.md): my classrooms,
 * the live classes in user home, a class, its post summary, the room alone, the batches. One
 * loader in every route's entry for the three registry keys (each loader costs every first route
 * about 70 bytes), whose chunk only points at the screens, each loaded when opened.
 */
export function ClassroomRoute() {
  const registry = useRegistry();
  const { pathname } = useLocation();
  const { productSlug } = useBrand().docs.brand;
  useCatalogParts('classroom');
  const Screen = screens[classroomScreenOf(pathname, productSlug)];
  return (
    <Suspense fallback={<registry.Loading />}>
      <Screen />
    </Suspense>
  );
}
