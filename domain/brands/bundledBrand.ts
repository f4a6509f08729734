import type { NavigationItem, PageDocument } from '../../schemas/types.generated.ts';
import type { BrandDocuments } from './brandDocuments.ts';

/** A validated brand as the build ships it to the browser: plain data, logo files as URLs. */
export interface BundledBrand {
  id: string;
  docs: BrandDocuments;
  logos: { full: string; mark: string };
  /**
   * The build ships each page document as a chunk of its own (info pages carry long texts in two
   * languages, which the first route must not download), so there `docs.pages` is empty and a
   * page comes from its loader. Tools and tests hand every page over in `docs.pages` instead.
   */
  pageLoaders?: Readonly<Record<string, () => Promise<PageDocument>>>;
  /**
   * Likewise the full public navigation, the largest document, which only signed-out visitors
   * reading English see: the build leaves `docs.navigation.public` empty and ships it apart, so
   * signed-in routes never download it. Without this loader that list is the menu.
   */
  loadPublicMenu?: () => Promise<readonly NavigationItem[]>;
}

/**
 * What every page downloads: enough to pick the brand for the host. The brand's own documents are
 * a separate chunk, so a student never downloads the other brands' menus and pages.
 */
export interface BrandIndexEntry {
  id: string;
  hosts: readonly string[];
  load: () => Promise<BundledBrand>;
}
