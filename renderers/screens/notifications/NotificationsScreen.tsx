import { useBrand } from '../../../runtime/brand/BrandContext.ts';
import { useRegistry } from '../../../runtime/registry/RegistryContext.ts';
import { lazyNamed } from '../../lazyNamed.ts';

// The screen's code and styles in a chunk of their own: what the route table's loader names
// stays one small file, which keeps every first route's list of chunks short.
const NotificationsContent = lazyNamed(
  () => import('./NotificationsContent.tsx'),
  'NotificationsContent',
);

/**
 * /notifications (spec §2 "Notifications screen"). Only where the brand's in-app notifications
 * switch is on; elsewhere the address is page-not-present, as any route of a feature switched off.
 */
export function NotificationsScreen() {
  const on = useBrand().docs.brand.switches.inAppNotifications;
  const { ExceptionPage } = useRegistry();
  return on ? <NotificationsContent /> : <ExceptionPage kind="pageNotPresent" />;
}
