import type { BrandDocuments } from './brandDocuments.ts';

/** A validated brand as the build ships it to the browser: plain data, logo files as URLs. */
export interface BundledBrand {
  id: string;
  docs: BrandDocuments;
  logos: { full: string; mark: string };
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
