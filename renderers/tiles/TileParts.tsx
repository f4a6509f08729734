import type { CSSProperties } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Tile } from '../../domain/contracts/content.ts';
import { subjectColour } from '../../domain/tiles/subjectColour.ts';
import { percentOf } from '../../domain/tiles/tileProgress.ts';
import { ClockIcon, LockIcon, PlayIcon } from './TileIcons.tsx';

/** The subject's name on its colour (white text; every mapped colour is dark enough for it). */
export function SubjectBadge({
  subject,
  id,
}: {
  subject: { code: string; name: string };
  id?: string;
}) {
  const style = { '--subject-colour': subjectColour(subject) } as CSSProperties;
  return (
    <span className="subject-badge" id={id} style={style} data-subject={subject.code}>
      {subject.name}
    </span>
  );
}

/**
 * A lock icon over the media, with optional visible text; without text, readers still hear
 * "Locked" (the tile points at it from aria-describedby).
 */
export function LockOverlay({ text, id }: { text?: string | undefined; id?: string }) {
  return (
    <span className="lock-overlay" data-lock="">
      <LockIcon />
      {text === undefined ? (
        <span className="visually-hidden" id={id}>
          <FormattedMessage id="tile.locked" />
        </span>
      ) : (
        <span className="lock-text" id={id}>
          {text}
        </span>
      )}
    </span>
  );
}

/** A watched bar (drawn only) and the same fact as text for readers. */
export function ProgressBar({ fraction, id }: { fraction: number; id: string }) {
  const percent = percentOf(fraction);
  return (
    <>
      <span className="tile-progress" aria-hidden="true">
        <span className="tile-progress-fill" style={{ width: `${percent}%` }} />
      </span>
      <span className="visually-hidden" id={id}>
        <FormattedMessage id="tile.watched" values={{ percent }} />
      </span>
    </>
  );
}

/** Tags of a tile: clock tags are the schedule or timer badge, others show length or slides. */
export function TagBadges({ tags, id }: { tags: Tile['tagDetails']; id: string }) {
  if (tags.length === 0) return null;
  return (
    <span className="tile-tags" id={id}>
      {tags.map((tag, index) => (
        <span
          key={`${tag.tagType}-${index}`}
          className={`tile-tag tile-tag--${tag.tagType}`}
          data-tag={tag.tagType}
        >
          {tag.tagType === 'clock' ? <ClockIcon /> : tag.tagType === 'video' ? <PlayIcon /> : null}
          <span className="visually-hidden">{tag.tagName} </span>
          {tag.tagValue}
        </span>
      ))}
    </span>
  );
}
