import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import type { BlockProps } from '../../runtime/registry/Registry.ts';
import type { HeroBanner } from '../../schemas/types.generated.ts';
import { lazyNamed } from '../lazyNamed.ts';
import '../tiles/tiles.css';

const HeroBanners = lazyNamed(() => import('../tiles/HeroBanners.tsx'), 'HeroBanners');

/**
 * The banner region of a module home. Its banners (HeroBanners: the hero-banners call and the
 * slides) load with the page's data layer; until they arrive the region keeps a slide's place (so
 * the shelves below do not jump), and when there are none it is empty and hidden.
 */
export function HeroBannerBlock(props: BlockProps<HeroBanner>) {
  const intl = useIntl();
  return (
    <section
      className="hero-banner"
      data-module={props.block.module}
      aria-label={intl.formatMessage({ id: 'block.heroBanner.label' })}
    >
      <Suspense fallback={<div className="hero-slide hero-slide--pending" aria-hidden="true" />}>
        <HeroBanners {...props} />
      </Suspense>
    </section>
  );
}
