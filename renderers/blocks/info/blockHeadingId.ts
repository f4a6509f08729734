/** The id of a block's heading, which names its region; block ids are unique within a page. */
export function blockHeadingId(blockId: string): string {
  return `info-${blockId}`;
}
