import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useBrand } from '../../../runtime/brand/BrandContext.ts';
import { lazyNamed } from '../../lazyNamed.ts';
import { HubEmpty } from './HubEmpty.tsx';
import { HubSection, hubStatus } from './HubSection.tsx';

// Its calls' contract and the class links come with the section, not with user home's first
// paint: only students with the live-class tab load them.
const LiveClassesSection = lazyNamed(
  () => import('./LiveClassesSection.tsx'),
  'LiveClassesSection',
);

/**
 * User home's live classes (LiveClassesSection), a loading section of the same name until it
 * comes; nothing where the brand has no live-class module, whose "See all" would lead nowhere.
 */
export function LiveClassesPreview() {
  const intl = useIntl();
  const { modules } = useBrand().docs.brand;
  if (!modules.includes('liveClass')) return null;
  return (
    <Suspense
      fallback={
        <HubSection
          id="live-classes"
          title={intl.formatMessage({ id: 'userHome.liveClasses' })}
          status="loading"
          empty={null}
        />
      }
    >
      <LiveClassesSection Section={HubSection} Empty={HubEmpty} statusOf={hubStatus} />
    </Suspense>
  );
}
