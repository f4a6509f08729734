/**
 * Hover preview of a tile with a trailer (learning-experience spec §9): the muted trailer starts
 * after the pointer or focus has rested this long, so sweeping across a shelf plays nothing…
 */
export const TRAILER_START_MS = 550;

/** …and the tile goes back to its poster after this long, so no preview plays for ever. */
export const TRAILER_REVERT_MS = 10_000;
