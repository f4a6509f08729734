import type { TestState } from '../../../../domain/mockTests/replayTestEvents.ts';
import type { NewTestEvent } from '../../../../runtime/mockTests/TestEventQueue.ts';
import type { PaperEntry, PaperIndex } from './paperIndex.ts';

/**
 * The question Next or Previous lands on. It wraps around (the last question's Next is the first,
 * as in the NTA's runner); with `withinSection` (section locking) it never leaves the section, since
 * leaving one is for good and needs its own confirmation.
 */
export function neighbour(
  index: PaperIndex,
  code: string,
  step: 1 | -1,
  withinSection: boolean,
): PaperEntry | undefined {
  const here = index.byCode.get(code);
  if (!here) return undefined;
  const ring = withinSection
    ? index.order.filter((entry) => entry.sectionIndex === here.sectionIndex)
    : index.order;
  const at = ring.indexOf(here);
  return ring[(at + step + ring.length) % ring.length];
}

/**
 * What showing a question records: switching to its section first when it lies in another one
 * (the section event), then its view.
 */
export function showEvents(current: TestState['current'], entry: PaperEntry): NewTestEvent[] {
  const view: NewTestEvent = {
    event_type: 'view',
    event_info: {},
    section: entry.section,
    question_code: entry.question.code,
  };
  // The first question of all enters its section by being viewed: there is nothing to switch from.
  if (current === undefined || current.section === entry.section) return [view];
  return [
    { event_type: 'section', event_info: {}, section: entry.section, question_code: null },
    view,
  ];
}

/** An action on the question on screen (save, mark, clear) as its event. */
export function questionEvent(
  entry: PaperEntry,
  event:
    | {
        event_type: 'save';
        event_info: Extract<NewTestEvent, { event_type: 'save' }>['event_info'];
      }
    | { event_type: 'mark' | 'clear' },
): NewTestEvent {
  const where = { section: entry.section, question_code: entry.question.code };
  if (event.event_type === 'save') return { ...event, ...where };
  return { event_type: event.event_type, event_info: {}, ...where };
}
