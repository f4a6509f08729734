import { useEffect, useRef, useState } from 'react';
import { showEvents } from './navigation.ts';
import { firstOfSection, type PaperIndex } from './paperIndex.ts';
import type { TestRun } from './useTestRun.ts';

/** A section whose time ran out, and the one the student was moved on to. */
export interface SectionMove {
  from: string;
  to: string;
}

/**
 * Puts a question on screen without the student asking: on arrival the question left on (a
 * resume) or the first of the open section, and, under section locking, the first question of
 * the next section once the current one's time is over. Each is recorded as a view like any other.
 * Returns the last forced move, for the screen to say.
 */
export function useArrival(
  run: TestRun,
  index: PaperIndex,
  openIndex: number | undefined,
): SectionMove | undefined {
  const { perform, state } = run;
  const code = state.current?.code;
  const currentSection = code ? index.byCode.get(code)?.sectionIndex : undefined;
  const arrived = useRef(false);
  const [moved, setMoved] = useState<SectionMove>();
  useEffect(() => {
    if (openIndex === -1) return; // every section's time is over: the paper freezes instead
    const first = !arrived.current;
    arrived.current = true;
    const here = code ? index.byCode.get(code) : undefined;
    if (first && here && (openIndex === undefined || here.sectionIndex === openIndex)) {
      void perform(
        async (record, s) => {
          for (const event of showEvents(s.current, here)) s = await record(event);
        },
        { queued: true },
      );
      return;
    }
    // Mid-move (a section entered, its question not yet viewed) or in the open section: stay.
    const behind =
      currentSection !== undefined && openIndex !== undefined && currentSection < openIndex;
    if (!first && !behind) return;
    // Without locking, a section entered but not yet shown (left between its two events) is kept.
    const entered = index.sections.findIndex((s) => s.code === state.current?.section);
    const target = firstOfSection(index, openIndex ?? Math.max(0, entered));
    if (!target) return;
    void perform(
      async (record, s) => {
        for (const event of showEvents(s.current, target)) s = await record(event);
      },
      { queued: true },
    );
    const from = here ? index.sections[here.sectionIndex]?.name : undefined;
    const to = index.sections[target.sectionIndex]?.name;
    if (here && here.sectionIndex !== target.sectionIndex && from !== undefined && to !== undefined)
      setMoved({ from, to });
    // Only a change of the open section (or of the section on screen) calls for a move; `code`
    // and `perform` are read as they are then.
  }, [openIndex, currentSection, index]);
  return moved;
}
