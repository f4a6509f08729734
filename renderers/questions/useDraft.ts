import { useState } from 'react';

/**
 * A component's own working copy of an answer that cannot be written as a payload yet ("-",
 * "12.", two of three dropdowns chosen). It follows the `answer` prop whenever the screen sets
 * one the component did not report (a new question, a cleared answer), and is kept otherwise.
 * `report` stores the draft with the answer it stands for; pass its result to `onChange`.
 */
export function useDraft<A, D>(answer: A | undefined, toDraft: (answer: A | undefined) => D) {
  const [state, setState] = useState(() => ({ answer, draft: toDraft(answer) }));
  let current = state;
  if (state.answer !== answer) {
    // React's pattern for state that follows a prop: set during render, no effect, no flash.
    current = { answer, draft: toDraft(answer) };
    setState(current);
  }
  const report = (draft: D, next: A | undefined): A | undefined => {
    setState({ answer: next, draft });
    return next;
  };
  return [current.draft, report] as const;
}
