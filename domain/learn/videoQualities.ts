/** Video qualities a profile may prefer and a player may ask for (learning-experience spec §5). */
export const VIDEO_QUALITIES = ['auto', '144p', '240p', '360p', '480p', '720p', '1080p'] as const;
