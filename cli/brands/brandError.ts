/** One problem in a brand's files: the file, a JSON pointer into it and a plain-language message. */
export interface BrandError {
  /** Id of the brand whose check found it (an error in a parent's file fails its children too). */
  brand: string;
  file: string;
  pointer: string;
  message: string;
}

/** The one-line form authors read: `brands/x/navigation.json: /public/0/route: Route "…" is …`. */
export function formatBrandError(error: BrandError): string {
  return `${error.file}: ${error.pointer || '/'}: ${error.message}`;
}
