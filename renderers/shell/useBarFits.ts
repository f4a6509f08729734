import { useLayoutEffect, useState, type RefObject } from 'react';

/** Sub-pixel rounding: a bar this much wider than its header still fits. */
const SLACK_PX = 1;

/**
 * Whether the header's bar fits on one row. The bar is laid out without wrapping (shell.css), so
 * when its items need more room than the header has, the header overflows; the width it needed is
 * remembered and the drawer is used until the header is that wide again. Tamil, Malayalam and
 * Assamese menus need more than a laptop's width where English fits in a tablet's, so a breakpoint
 * alone cannot decide. `content` names what changes the items (language, session, menu): when it
 * changes the bar is tried again.
 */
export function useBarFits(header: RefObject<HTMLElement | null>, content: string): boolean {
  const [needed, setNeeded] = useState<number>();

  useLayoutEffect(() => setNeeded(undefined), [content]);

  useLayoutEffect(() => {
    const element = header.current;
    if (!element) return undefined;
    // A ResizeObserver reports each element once when it starts observing, so this also measures
    // the bar as first laid out; the items are observed too, as a font arriving widens them.
    const observer = new ResizeObserver(() =>
      setNeeded((wanted) => {
        const room = element.clientWidth + SLACK_PX;
        if (wanted === undefined)
          return element.scrollWidth > room ? element.scrollWidth : undefined;
        return room >= wanted ? undefined : wanted;
      }),
    );
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  });

  return needed === undefined;
}
