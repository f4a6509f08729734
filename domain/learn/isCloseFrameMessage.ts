/** What the practice frame posts to its parent to be closed (the player listens for it). */
export const CLOSE_FRAME_MESSAGE = 'CLOSE_IFRAME';

/** Whether a message asks to close the practice frame: the string, or `{ type }` carrying it. */
export function isCloseFrameMessage(data: unknown): boolean {
  if (data === CLOSE_FRAME_MESSAGE) return true;
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === CLOSE_FRAME_MESSAGE
  );
}
