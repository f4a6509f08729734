/** Where the pack keeps its tile posters (tilePosters.ts draws them), relative to content/. */
export const POSTERS_DIR = 'media/posters';

/** A subject's, chapter's or topic's poster, by its learn path (lowercase, as media paths are). */
export const nodePosterPath = (learnPath: string) =>
  `${POSTERS_DIR}/${learnPath.toLowerCase()}.svg`;

/** A lesson's poster; lessonVideos.ts names it in videos.json as tilePosters.ts does. */
export const lessonPosterPath = (id: string) => `${POSTERS_DIR}/lessons/${id}.svg`;

/** A test paper's poster. */
export const testPosterPath = (code: string) => `${POSTERS_DIR}/tests/${code.toLowerCase()}.svg`;
