import { useAtomValue } from 'jotai';
import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import type { Tile } from '../../../domain/contracts/content.ts';
import {
  liveClassBatchCall,
  liveClassBatchesCall,
  type LiveClassBatch,
} from '../../../domain/contracts/liveClasses.ts';
import { BATCHES_PATH } from '../../../domain/tiles/tileTarget.ts';
import { useCall } from '../../../runtime/api/useCall.ts';
import { useCatalogParts } from '../../../runtime/i18n/CatalogParts.ts';
import { localeAtom } from '../../../runtime/i18n/localeAtom.ts';
import { useTextLanguage } from '../../../runtime/i18n/useTextLanguage.ts';
import { useRegistry } from '../../../runtime/registry/RegistryContext.ts';
import { useServerNow } from '../../../runtime/time/serverClock.ts';
import { useDocumentTitle } from '../learn/useDocumentTitle.ts';
import { LiveClassCard } from './LiveClassCard.tsx';
import { LiveClassProblem } from './LiveClassProblem.tsx';
import './liveClass.css';

/** A batch list looks at the clock this often, so a class that begins turns joinable. */
const LIST_TICK_MS = 15_000;

/** A batch as the shelves draw a course: a live_class_course tile opening the batch's page. */
function batchTile(batch: LiveClassBatch, description: string): Tile {
  return {
    id: batch.batchId,
    tileType: 'live_class_course',
    tileName: batch.title,
    description,
    thumb_list: [],
    locked: false,
    tagDetails: [],
  };
}

/** The student's batches, as course tiles. */
function BatchList() {
  const intl = useIntl();
  const registry = useRegistry();
  const locale = useAtomValue(localeAtom);
  const title = intl.formatMessage({ id: 'liveClass.batches.title' });
  useDocumentTitle(title);
  const { data, error, mutate } = useCall(liveClassBatchesCall, { query: { locale } });
  const batches = data?.data.batches;
  const Course = registry.tiles.live_class_course;
  return (
    <section className="live-classes" aria-labelledby="batches-title">
      <h1 id="batches-title">{title}</h1>
      {error ? (
        <LiveClassProblem error={error} retry={() => void mutate()} />
      ) : !batches ? (
        <registry.Loading />
      ) : batches.length === 0 ? (
        <p className="live-class-empty" role="status">
          <FormattedMessage id="liveClass.batches.empty" />
        </p>
      ) : (
        <Suspense fallback={<registry.Loading />}>
          <ul className="tile-grid batch-tiles">
            {batches.map((batch) => (
              <li key={batch.batchId}>
                <Course
                  source="batches"
                  tile={batchTile(
                    batch,
                    intl.formatMessage(
                      { id: 'liveClass.batches.classCount' },
                      { className: batch.className, count: batch.liveClassCount },
                    ),
                  )}
                />
              </li>
            ))}
          </ul>
        </Suspense>
      )}
    </section>
  );
}

/** One batch: its title, class and live classes, soonest first. */
function BatchClasses({ batchId }: { batchId: string }) {
  const registry = useRegistry();
  const locale = useAtomValue(localeAtom);
  const textLang = useTextLanguage();
  const now = useServerNow(LIST_TICK_MS);
  const { data, error, mutate } = useCall(liveClassBatchCall, {
    params: { batchId },
    query: { locale },
  });
  const batch = data?.data;
  useDocumentTitle(batch?.title);
  return (
    <section className="live-classes" aria-labelledby="batch-title">
      <p className="back-link">
        <Link to={BATCHES_PATH}>
          <FormattedMessage id="liveClass.batches.all" />
        </Link>
      </p>
      {error ? (
        <LiveClassProblem error={error} retry={() => void mutate()} />
      ) : !batch ? (
        <registry.Loading />
      ) : (
        <>
          <h1 id="batch-title" lang={textLang(batch.title)}>
            {batch.title}
          </h1>
          <p className="live-class-meta" lang={textLang(batch.className)}>
            {batch.className}
          </p>
          <h2>
            <FormattedMessage id="liveClass.batches.classes" />
          </h2>
          {batch.liveClasses.length === 0 ? (
            <p className="live-class-empty" role="status">
              <FormattedMessage id="liveClass.batches.noClasses" />
            </p>
          ) : (
            <ul className="live-class-list">
              {batch.liveClasses.map((liveClass) => (
                <LiveClassCard key={liveClass.liveClassId} liveClass={liveClass} now={now} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

/**
 * /batches/:liveClassBatchId? and /web-view/batches: the student's batches (courses of live
 * classes) as course tiles, or one batch's classes.
 */
export function BatchesScreen() {
  useCatalogParts('classroom');
  const { liveClassBatchId } = useParams();
  return liveClassBatchId ? <BatchClasses batchId={liveClassBatchId} /> : <BatchList />;
}
