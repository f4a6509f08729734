import type { BundledBrand } from '../domain/brands/bundledBrand.ts';
import { applyProjectorMode } from './brand/applyProjectorMode.ts';
import { blockContextMenu } from './platform/contextMenu.ts';
import { rememberOptimisedVideo } from './storage/optimisedVideo.ts';
import { rememberTrackingId } from './storage/trackingId.ts';

/**
 * Page-wide set-up before the first render: the address's lasting preferences are stored, the
 * context menu is turned off, projector mode applied, and a built app watches for newer builds
 * and registers its service worker.
 */
export function prepareShell(brand: BundledBrand, address: Location = location): void {
  const search = new URLSearchParams(address.search);
  rememberTrackingId(search);
  rememberOptimisedVideo(search);
  blockContextMenu();
  applyProjectorMode(search, brand.docs.brand.switches.projectorMode);
  // The dev server has no version file; a build always knows its version.
  const running = import.meta.env.ABHYAS_BUILD_VERSION;
  // The watch's first check is minutes away, so its code need not delay the first paint.
  if (import.meta.env.PROD && running) {
    void import('./build/startBuiltApp.ts').then(
      ({ startBuiltApp }) => startBuiltApp(running),
      (error: unknown) => console.warn('no watch for new builds on this page', error),
    );
  }
}
