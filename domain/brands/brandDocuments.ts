import type {
  Brand,
  ExceptionPages,
  Navigation,
  PageDocument,
  RouteTable,
} from '../../schemas/types.generated.ts';

/** The documents of one brand after `extends` has been merged: what the runtime renders. */
export interface BrandDocuments {
  brand: Brand;
  routes: RouteTable;
  navigation: Navigation;
  exceptions: ExceptionPages;
  pages: Record<string, PageDocument>;
}

/** Which document a problem was found in: one of the brand's files, or a page by name. */
export type DocumentRef =
  { kind: 'brand' | 'routes' | 'navigation' | 'exceptions' } | { kind: 'page'; name: string };

/** A problem inside one document, before it is tied to the file that caused it. */
export interface DocumentIssue {
  document: DocumentRef;
  /** JSON pointer into the merged document. */
  pointer: string;
  /** Plain-language message that starts with the schema title of the value. */
  message: string;
}
