import { Suspense, useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { paywalledTile } from '../../domain/subscription/paywalledTile.ts';
import { tileTarget } from '../../domain/tiles/tileTarget.ts';
import { tileProgress } from '../../domain/tiles/tileProgress.ts';
import { tileThumbnails } from '../../domain/tiles/tileThumbnails.ts';
import { tileWordingKey } from '../../domain/tiles/tileWording.ts';
import { useOpenVideo } from '../../runtime/learn/playerAtom.ts';
import { usePaywall } from '../../runtime/subscription/paywallAtoms.ts';
import type { TileProps } from '../../runtime/registry/Registry.ts';
import { TileMedia } from './TileMedia.tsx';
import { LockOverlay, ProgressBar, SubjectBadge, TagBadges } from './TileParts.tsx';
import { useHoverPreview } from './useHoverPreview.ts';
import { lazyNamed } from '../lazyNamed.ts';
import './tiles.css';
import { useTextLanguage } from '../../runtime/i18n/useTextLanguage.ts';

// Only test and school-work tiles need it (and the test or user-home texts): learn pages never
// download it.
const TileStatus = lazyNamed(() => import('./TileStatus.tsx'), 'TileStatus');

/** How a tile is drawn: a 16:9 poster, a book cover, a subject square, or a full-width card. */
export type TileLayout = 'poster' | 'cover' | 'subject' | 'wide';

/**
 * One tile of any kind. It is a link when it leads to a page, a button when it opens the player,
 * a disabled button when locked (readers hear "Locked"; clicks do nothing) and plain content when
 * it leads nowhere (big-book zero states, noAction and display-only tiles). Its name is the tile
 * name; subject, progress, tags and lock are its description.
 */
export function TileCard({
  tile,
  source,
  module,
  videoList,
  layout,
}: TileProps & { layout: TileLayout }) {
  const openVideo = useOpenVideo();
  const id = useId();
  const intl = useIntl();
  const textLang = useTextLanguage();
  const wording = tileWordingKey(tile);
  const name = tile.tileName || (wording === undefined ? '' : intl.formatMessage({ id: wording }));
  const target = tileTarget(tile, module);
  const paywall = usePaywall();
  // Locked but clickable: the click explains the lock and offers plans (learning-experience spec
  // §4), unlike a content lock, which ignores clicks.
  const paywalled = paywall.locked && !tile.locked && paywalledTile(tile.tileType, module);
  const frames = tileThumbnails(tile);
  const preview = useHoverPreview(tile.trailer !== undefined, frames.length);
  const progress = tileProgress(tile);
  const ids = {
    name: `${id}name`,
    subject: `${id}subject`,
    progress: `${id}progress`,
    tags: `${id}tags`,
    lock: `${id}lock`,
    // A tile's status line: a test's schedule, or school work's due date and status.
    status: `${id}status`,
  };
  const describedBy =
    [
      tile.subject && ids.subject,
      progress !== undefined && ids.progress,
      tile.tagDetails.length > 0 && ids.tags,
      (tile.locked || paywalled) && ids.lock,
      (tile.test || tile.schoolAssignmentTag) && ids.status,
    ]
      .filter((part): part is string => typeof part === 'string')
      .join(' ') || undefined;

  const content: ReactNode = (
    <>
      <span className="tile-frame">
        <TileMedia tile={tile} frames={frames} preview={preview} layout={layout} />
        <TagBadges tags={tile.tagDetails} id={ids.tags} />
        {progress !== undefined && <ProgressBar fraction={progress} id={ids.progress} />}
        {(tile.locked || paywalled) && <LockOverlay id={ids.lock} />}
      </span>
      <span className="tile-body">
        {tile.subject && <SubjectBadge subject={tile.subject} id={ids.subject} />}
        <span className="tile-name" id={ids.name} lang={textLang(name)}>
          {name}
        </span>
        {tile.description !== undefined && (
          <span className="tile-description" lang={textLang(tile.description)}>
            {tile.description}
          </span>
        )}
        {(tile.test || tile.schoolAssignmentTag) && (
          <Suspense fallback={null}>
            <TileStatus tile={tile} id={ids.status} />
          </Suspense>
        )}
      </span>
    </>
  );

  const shared = {
    className: `tile tile--${layout}`,
    'data-kind': tile.tileType,
    onMouseEnter: preview.enter,
    onMouseLeave: preview.leave,
    onFocus: preview.enter,
    onBlur: preview.leave,
  };
  const named = { ...shared, 'aria-labelledby': ids.name, 'aria-describedby': describedBy };

  if (paywalled) {
    return (
      <button {...named} type="button" aria-haspopup="dialog" onClick={paywall.open}>
        {content}
      </button>
    );
  }
  if (target.kind === 'path') {
    return (
      <Link {...named} to={target.path}>
        {content}
      </Link>
    );
  }
  if (target.kind === 'video') {
    const open = () =>
      openVideo({
        videoId: target.videoId,
        source,
        ...(module !== undefined && { module }),
        ...(tile.kv_path !== undefined && { learnpathName: tile.kv_path }),
        ...(tile.learning_map && { topicLearnpathName: tile.learning_map.topic_learnpath_name }),
        ...(videoList !== undefined && { videoList }),
      });
    return (
      <button {...named} type="button" onClick={open}>
        {content}
      </button>
    );
  }
  if (target.reason === 'locked') {
    // Focusable so readers find it and hear why it does nothing; no click handler on purpose.
    return (
      <button {...named} type="button" aria-disabled="true" data-locked="">
        {content}
      </button>
    );
  }
  return (
    <div {...shared} data-inert={target.reason}>
      {content}
    </div>
  );
}
