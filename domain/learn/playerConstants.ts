/** The video player's numbers (learning-experience spec §4 "Video" and §9), each named once. */

/** Seconds between progress reports while a video plays. */
export const REPORT_INTERVAL_S = 10;

/** Seconds one rewind or forward step moves. */
export const SEEK_STEP_S = 10;

/** A position at or below this many seconds still counts as just STARTED. */
export const STARTED_THRESHOLD_S = 0.5;

/** Seconds the end screen counts down before the next video plays. */
export const AUTOPLAY_COUNTDOWN_S = 5;

/** Milliseconds between the practice message at an annotation point and the practice frame. */
export const ANNOTATION_PRACTICE_DELAY_MS = 3000;

/** The intro runs until this second: skip intro seeks here and disappears after it. */
export const SKIP_INTRO_END_S = 10;

/**
 * Milliseconds without pointer or key activity before the controls hide while playing. The spec
 * allows 1.5 s or 3 s; we take 3 s because 1.5 s is shorter than the time a keyboard, switch or
 * screen-magnifier user needs to find a control after it appears (WCAG 2.2.1, timing adjustable).
 * A control that holds focus stays visible regardless (see player.css).
 */
export const CONTROLS_HIDE_MS = 3000;

/** Screens up to this width (the mobile breakpoint) get low quality when the choice is auto. */
export const LOW_QUALITY_MAX_WIDTH = 768;

/**
 * The largest jump between two time updates that still counts as playing across an annotation
 * point; a bigger one is a seek, which does not trigger practice. Time updates come every 250 ms or
 * so, i.e. at most 0.5 s of video at double speed.
 */
export const ANNOTATION_MAX_STEP_S = 1;

/** The timeline's source_reference for records the player makes. */
export const PLAYER_SOURCE_REFERENCE = 'video_player';
