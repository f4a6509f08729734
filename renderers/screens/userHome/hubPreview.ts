/** A hub section shows this many of its newest tiles; "See all" leads to the rest. */
export const HUB_PREVIEW_TILES = 4;
/** A hub section of cards (bookmarks, tests) shows this many of the newest. */
export const HUB_PREVIEW_ITEMS = 3;
