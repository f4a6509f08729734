import { useIntl } from 'react-intl';
import type { BlockProps } from '../../runtime/registry/Registry.ts';
import type { HeroBanner } from '../../schemas/types.generated.ts';

/**
 * The banner region of a module home. Banners come from the content service's hero-banners call
 * for this module; until that service exists the region renders empty rather than made-up banners.
 */
export function HeroBannerBlock({ block }: BlockProps<HeroBanner>) {
  const intl = useIntl();
  return (
    <section
      className="hero-banner"
      data-module={block.module}
      aria-label={intl.formatMessage({ id: 'block.heroBanner.label' })}
    />
  );
}
