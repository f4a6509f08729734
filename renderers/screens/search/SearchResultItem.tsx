import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { SearchHit } from '../../../domain/contracts/search.ts';
import { searchHitTarget } from '../../../domain/search/searchLinks.ts';
import { useOpenVideo } from '../../../runtime/learn/playerAtom.ts';
import { lessonPlayerRequest } from '../../../runtime/search/lessonPlayerRequest.ts';
import { ENTITY_LABEL } from '../../shell/search/entityLabels.ts';

/** One result: what kind of item it is, its title (a link to it) and the start of its text. */
export function SearchResultItem({ hit }: { hit: SearchHit }) {
  const openVideo = useOpenVideo();
  const kindId = useId();
  const target = searchHitTarget(hit);
  return (
    <li className="search-result" data-entity={hit.entity}>
      <p className="search-result-kind" id={kindId}>
        <FormattedMessage id={ENTITY_LABEL[hit.entity]} />
      </p>
      <h2 className="search-result-title" lang={hit.locale}>
        {target.kind === 'video' ? (
          <button
            type="button"
            className="search-result-link"
            aria-describedby={kindId}
            onClick={() => openVideo(lessonPlayerRequest(hit))}
          >
            {hit.title}
          </button>
        ) : target.kind === 'path' ? (
          <Link className="search-result-link" to={target.path} aria-describedby={kindId}>
            {hit.title}
          </Link>
        ) : (
          hit.title
        )}
      </h2>
      {hit.snippet !== undefined && (
        <p className="search-result-snippet" lang={hit.locale}>
          {hit.snippet}
        </p>
      )}
    </li>
  );
}
