import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { liveClassCall } from '../../../domain/contracts/liveClasses.ts';
import { MS_PER_SECOND } from '../../../domain/rules/numberFormat.ts';
import { useCall } from '../../../runtime/api/useCall.ts';
import { useCatalogParts } from '../../../runtime/i18n/CatalogParts.ts';
import { localeAtom } from '../../../runtime/i18n/localeAtom.ts';
import { useRegistry } from '../../../runtime/registry/RegistryContext.ts';
import { useServerNow } from '../../../runtime/time/serverClock.ts';
import { useDocumentTitle } from '../learn/useDocumentTitle.ts';
import { LiveClassProblem } from './LiveClassProblem.tsx';
import { LiveClassStage } from './LiveClassStage.tsx';
import { liveClassPhase } from './liveClassPhase.ts';
import './liveClass.css';

/**
 * /iframe/liveclass?liveClassId=…: the room alone, for the app's web view or a page that frames
 * it (a web-view route, so the frame is bare): the same stages as the class page without its
 * heading and links around.
 */
export function LiveClassFrameScreen() {
  useCatalogParts('classroom');
  const registry = useRegistry();
  const [search] = useSearchParams();
  const liveClassId = search.get('liveClassId') ?? '';
  const locale = useAtomValue(localeAtom);
  const now = useServerNow(MS_PER_SECOND);
  const { data, error, mutate } = useCall(
    liveClassCall,
    liveClassId === '' ? null : { params: { liveClassId }, query: { locale } },
  );
  const liveClass = data?.data;
  useDocumentTitle(liveClass?.title);

  if (liveClassId === '') {
    return (
      <p className="live-class-problem" role="alert">
        <FormattedMessage id="liveClass.notFound" />
      </p>
    );
  }
  if (error) return <LiveClassProblem error={error} retry={() => void mutate()} />;
  if (!liveClass) return <registry.Loading />;
  return (
    <section className="live-class-page live-class-page--bare" aria-label={liveClass.title}>
      <LiveClassStage
        liveClass={liveClass}
        phase={liveClassPhase(liveClass, now)}
        now={now}
        onChanged={() => void mutate()}
      />
    </section>
  );
}
