import { useCallback, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import {
  floaterPosition,
  rememberFloaterPosition,
  type FloaterPosition,
} from '../../../runtime/storage/planShellMemory.ts';

/** How far one arrow key moves the floater; Shift moves it further. */
export const FLOATER_KEY_STEP_PX = 16;
export const FLOATER_BIG_STEP_PX = 64;
/** Where the floater starts, from the bottom right, clear of the chat launcher. */
export const FLOATER_START_OFFSET_PX = { right: 16, bottom: 96 };

const ARROWS: Record<string, FloaterPosition> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

function clamp(position: FloaterPosition, element: HTMLElement | null): FloaterPosition {
  const width = element?.offsetWidth ?? 0;
  const height = element?.offsetHeight ?? 0;
  return {
    x: Math.round(Math.min(Math.max(0, position.x), Math.max(0, window.innerWidth - width))),
    y: Math.round(Math.min(Math.max(0, position.y), Math.max(0, window.innerHeight - height))),
  };
}

/**
 * Moving the floater by pointer (mouse, pen, touch) from its handle, or by the arrow keys on the
 * handle; the place is kept in this browser. Kept inside the viewport, so a smaller window never
 * loses it.
 */
export function useFloaterDrag() {
  const ref = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<FloaterPosition | undefined>(floaterPosition);
  const grab = useRef<{ dx: number; dy: number } | undefined>(undefined);

  const move = useCallback((next: FloaterPosition, keep: boolean) => {
    const clamped = clamp(next, ref.current);
    setPosition(clamped);
    if (keep) rememberFloaterPosition(clamped);
  }, []);

  const current = (): FloaterPosition => {
    const box = ref.current?.getBoundingClientRect();
    return position ?? { x: box?.left ?? 0, y: box?.top ?? 0 };
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    const at = current();
    grab.current = { dx: event.clientX - at.x, dy: event.clientY - at.y };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (!grab.current) return;
    move({ x: event.clientX - grab.current.dx, y: event.clientY - grab.current.dy }, false);
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    if (!grab.current) return;
    grab.current = undefined;
    event.currentTarget.releasePointerCapture(event.pointerId);
    move(current(), true);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const direction = ARROWS[event.key];
    if (!direction) return;
    event.preventDefault();
    const step = event.shiftKey ? FLOATER_BIG_STEP_PX : FLOATER_KEY_STEP_PX;
    const at = current();
    move({ x: at.x + direction.x * step, y: at.y + direction.y * step }, true);
  };

  const style =
    position === undefined
      ? { right: FLOATER_START_OFFSET_PX.right, bottom: FLOATER_START_OFFSET_PX.bottom }
      : { left: position.x, top: position.y };
  return {
    ref,
    style,
    handle: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp, onKeyDown },
  };
}
