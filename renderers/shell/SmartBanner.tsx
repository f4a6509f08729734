import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { smartBannerVisible } from '../../domain/shell/smartBannerVisible.ts';
import { useBrand } from '../../runtime/brand/BrandContext.ts';
import { localeAtom } from '../../runtime/i18n/localeAtom.ts';
import { SMART_BANNER_ATTRIBUTE } from '../../domain/prerender/prerenderedPage.ts';
import { IN_WEB_VIEW } from '../../runtime/platform/clientPlatform.ts';
import {
  closedSmartBanner,
  rememberSmartBannerClosed,
} from '../../runtime/storage/smartBannerClosed.ts';
import './shellWidgets.css';
import { CloseButton } from './CloseButton.tsx';

/**
 * The brand's install-the-app banner above the header (shell spec §4, "Smart banner"): only where
 * the brand switches it on, in English or Hindi, until closed — and the close is remembered.
 */
export function SmartBanner() {
  const { docs, logos } = useBrand();
  const { brand } = docs;
  const locale = useAtomValue(localeAtom);
  const [closedId, setClosedId] = useState(closedSmartBanner);
  const titleId = useId();
  const banner = brand.appBanner;
  const visible = smartBannerVisible({
    switchOn: brand.switches.smartBanner,
    bannerId: banner?.id,
    locale,
    closedId,
    inWebView: IN_WEB_VIEW,
  });
  if (!visible || !banner) return null;
  const close = () => {
    rememberSmartBannerClosed(banner.id);
    setClosedId(banner.id);
  };
  return (
    <aside
      className="smart-banner"
      aria-labelledby={titleId}
      {...{ [SMART_BANNER_ATTRIBUTE]: banner.id }}
    >
      <img src={logos.mark} alt="" className="smart-banner__mark" width="40" height="40" />
      <div className="smart-banner__text">
        <p id={titleId} className="smart-banner__title">
          <FormattedMessage id={banner.title} />
        </p>
        <p className="smart-banner__subtitle">
          <FormattedMessage id={banner.subtitle} />
        </p>
      </div>
      <a className="button primary" href={banner.redirectUrl}>
        <FormattedMessage id={banner.buttonText} />
      </a>
      <CloseButton
        className="smart-banner__close"
        labelKey="shell.smartBanner.close"
        onClick={close}
      />
    </aside>
  );
}
