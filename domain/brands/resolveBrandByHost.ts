/** The brand that answers on hosts no brand names (shell spec §1: the default flavour). */
export const DEFAULT_BRAND_ID = 'abhyas';

/** Local preview suffix: `<brand-id>.localhost` always reaches that brand. */
export const PREVIEW_HOST_SUFFIX = '.localhost';

/** Picks the brand for a host name: a listed host, then `<id>.localhost`, else the default brand. */
export function resolveBrandByHost<B extends { id: string; hosts: readonly string[] }>(
  brands: readonly B[],
  hostname: string,
): B {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  const listed = brands.find((b) => b.hosts.includes(host));
  if (listed) return listed;
  const preview = brands.find((b) => host === `${b.id}${PREVIEW_HOST_SUFFIX}`);
  if (preview) return preview;
  const fallback = brands.find((b) => b.id === DEFAULT_BRAND_ID) ?? brands[0];
  if (!fallback) throw new Error('no brands were bundled');
  return fallback;
}
