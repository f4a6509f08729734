import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type * as z from 'zod/mini';
import { heroBannersCall } from '../../domain/contracts/content.ts';
import { contentModuleOf } from '../../domain/tiles/contentModule.ts';
import { useCall } from '../../runtime/api/useCall.ts';
import { useCatalogParts } from '../../runtime/i18n/CatalogParts.ts';
import { localeAtom } from '../../runtime/i18n/localeAtom.ts';
import { useOpenVideo } from '../../runtime/learn/playerAtom.ts';
import type { BlockProps } from '../../runtime/registry/Registry.ts';
import { currentProfileAtom } from '../../runtime/session/authState.ts';
import type { HeroBanner } from '../../schemas/types.generated.ts';
import { useTextLanguage } from '../../runtime/i18n/useTextLanguage.ts';

type Banner = z.infer<(typeof heroBannersCall)['responses'][200]>['data'][number];

/** Only paths inside the app are followed; anything else in a banner's target is ignored. */
const isAppPath = (path: string) => path.startsWith('/') && !path.startsWith('//');

/**
 * A banner's path may end in `#shelf-<id>`: a shelf of the page it leads to (the practice banner
 * names the chapters to practise on the page it is on). The router does not scroll to a hash, so
 * the shelf's heading is brought into view and given focus, where a screen reader reads it.
 */
function revealSection(path: string) {
  const hash = path.split('#')[1];
  const section = hash ? document.getElementById(decodeURIComponent(hash)) : null;
  if (!section) return;
  section.tabIndex = -1;
  section.scrollIntoView({ block: 'start' });
  section.focus({ preventScroll: true });
}

/**
 * The banners of a module home for the current profile's goal and exam (GET /hero-banners,
 * channel WEB). One banner shows at a time; dots switch between several. When the call fails the
 * banners are cleared and the failure logged (learning-experience spec §8), so nothing shows.
 */
export function HeroBanners({ block }: BlockProps<HeroBanner>) {
  useCatalogParts('learn');
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const details = useAtomValue(currentProfileAtom)?.profile_details;
  const [index, setIndex] = useState(0);
  const module = contentModuleOf(block.module);
  const { data, error } = useCall(
    heroBannersCall,
    module
      ? {
          query: {
            examCode: details?.primary_exam ?? undefined,
            goalCode: details?.primary_goal ?? undefined,
            locale,
            channel: 'WEB',
            module,
          },
        }
      : null,
  );

  useEffect(() => {
    if (error) console.error(`hero banners of ${block.module} failed; showing none`, error);
  }, [error, block.module]);

  // Until the banners are known their place is kept: arriving, they would push the shelves down.
  if (module && !data && !error) return <PendingSlide />;
  const banners = error ? [] : (data?.data ?? []);
  const banner = banners[index] ?? banners[0];
  return (
    <>
      {banner && <BannerSlide banner={banner} module={block.module} />}
      {/* The row stays for one banner too: its place was kept while the banners loaded. */}
      {banner && (
        <div className="hero-dots">
          {banners.length > 1 &&
            banners.map((b, i) => (
              <button
                key={b.id}
                type="button"
                className="hero-dot"
                aria-current={b === banner}
                aria-label={intl.formatMessage(
                  { id: 'learn.banner.show' },
                  { index: i + 1, count: banners.length },
                )}
                onClick={() => setIndex(i)}
              />
            ))}
        </div>
      )}
    </>
  );
}

/** The place of a banner slide still on its way. */
export function PendingSlide() {
  return <div className="hero-slide hero-slide--pending" aria-hidden="true" />;
}

function BannerSlide({ banner, module }: { banner: Banner; module: string }) {
  const textLang = useTextLanguage();
  const openVideo = useOpenVideo();
  const { target } = banner;
  return (
    <div
      className="hero-slide"
      data-banner={banner.id}
      style={{ backgroundImage: `url(${JSON.stringify(banner.image)})` }}
    >
      <div className="hero-text">
        <h2 lang={textLang(banner.title)}>{banner.title}</h2>
        <p lang={textLang(banner.subtitle)}>{banner.subtitle}</p>
        {target.kind === 'video' && (
          <button
            type="button"
            className="button primary"
            onClick={() => openVideo({ videoId: target.video_id, module, source: 'hero_banner' })}
          >
            <FormattedMessage id="learn.banner.watch" />
          </button>
        )}
        {target.kind === 'path' && isAppPath(target.path) && (
          <Link
            className="button primary"
            to={target.path}
            onClick={() => requestAnimationFrame(() => revealSection(target.path))}
          >
            <FormattedMessage id="learn.banner.explore" />
          </Link>
        )}
      </div>
    </div>
  );
}
