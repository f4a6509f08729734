import { useEffect, useLayoutEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';

export interface DeletedNoticeProps {
  title: string;
  onUndo: () => void;
  /** Where the focus goes when this notice goes while holding it (undone, or its window over). */
  returnFocus: () => void;
}

/**
 * Stands where a deleted notification was while it can be brought back: it says so (announced)
 * and takes the focus its Delete button had, so a keyboard user can undo at once.
 */
export function DeletedNotice({ title, onUndo, returnFocus }: DeletedNoticeProps) {
  const undo = useRef<HTMLButtonElement>(null);
  const returnRef = useRef(returnFocus);
  useLayoutEffect(() => {
    returnRef.current = returnFocus;
  });
  useEffect(() => undo.current?.focus(), []);
  useLayoutEffect(() => {
    const button = undo.current;
    return () => {
      const focused = document.activeElement;
      if (focused === button || focused === null || focused === document.body) returnRef.current();
    };
  }, []);
  return (
    <li className="notification deleted">
      <span role="status">
        <FormattedMessage id="notifications.deleted" values={{ title }} />
      </span>
      <button type="button" className="button ghost" ref={undo} onClick={onUndo}>
        <FormattedMessage id="notifications.undo" />
      </button>
    </li>
  );
}
