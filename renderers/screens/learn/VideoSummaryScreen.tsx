import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router-dom';
import { videoCall } from '../../../domain/contracts/content.ts';
import { videoMinutes } from '../../../domain/tiles/tileProgress.ts';
import { useCall } from '../../../runtime/api/useCall.ts';
import { useCatalogParts } from '../../../runtime/i18n/CatalogParts.ts';
import { localeAtom } from '../../../runtime/i18n/localeAtom.ts';
import { useOpenVideo } from '../../../runtime/learn/playerAtom.ts';
import { useRegistry } from '../../../runtime/registry/RegistryContext.ts';
import { currentProfileAtom } from '../../../runtime/session/authState.ts';
import { PlayIcon } from '../../tiles/TileIcons.tsx';
import { SubjectBadge } from '../../tiles/TileParts.tsx';
import { exceptionKindOf } from './learnException.ts';
import { useDocumentTitle } from './useDocumentTitle.ts';
import './learn.css';

/** /video/summary/{id}: a lesson's poster, title, subject, length and description, and Play. */
export function VideoSummaryScreen() {
  useCatalogParts('learn');
  const registry = useRegistry();
  const openVideo = useOpenVideo();
  const { id } = useParams();
  const locale = useAtomValue(localeAtom);
  const examCode = useAtomValue(currentProfileAtom)?.profile_details.primary_exam ?? undefined;
  const { data, error } = useCall(
    videoCall,
    id ? { params: { id }, query: { examCode, locale } } : null,
  );
  useDocumentTitle(data?.data.title);

  if (!id) return <registry.ExceptionPage kind="contentNotFound" />;
  if (error) return <registry.ExceptionPage kind={exceptionKindOf(error)} />;
  if (!data) return <registry.Loading />;
  const video = data.data;
  const poster = video.thumb_list[0];
  const play = () =>
    openVideo({
      videoId: video.id,
      module: 'learn',
      source: 'video_summary',
      topicLearnpathName: video.learning_map.topic_learnpath_name,
    });

  return (
    <article className="learn-page learn-video">
      <div className="learn-video-poster">
        {poster !== undefined && <img src={poster} alt="" />}
      </div>
      <div className="learn-video-text">
        {video.subject && <SubjectBadge subject={video.subject} />}
        <h1>{video.title}</h1>
        <p className="learn-meta">
          <FormattedMessage
            id="learn.video.duration"
            values={{ minutes: videoMinutes(video.duration) }}
          />
          {' · '}
          <FormattedMessage id="learn.video.by" values={{ name: video.owner_info.name }} />
        </p>
        <button type="button" className="button primary large learn-play" onClick={play}>
          <PlayIcon />
          <FormattedMessage id="learn.video.play" />
        </button>
        <p className="learn-summary">{video.description}</p>
      </div>
    </article>
  );
}
