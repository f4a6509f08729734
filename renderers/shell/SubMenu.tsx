import {
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { FormattedMessage } from 'react-intl';
import type { NavigationItem } from '../../schemas/types.generated.ts';
import { focusEntry } from './menuFocus.ts';
import { NavigationLayoutContext } from './navigationLayout.ts';

export interface SubMenuProps {
  item: NavigationItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** How the list holding this entry runs: the arrow key that enters the sub-menu follows it. */
  orientation: 'horizontal' | 'vertical';
  /** A drop-down of the bar itself: it closes once focus leaves it. */
  topLevel: boolean;
  /** The sub-menu's list, rendered only while it is open. */
  children: ReactNode;
}

/**
 * An entry with a sub-menu, as a disclosure: a button with aria-expanded and aria-controls opens
 * it; Escape closes the innermost open one and returns focus to its button; the arrow key pointing
 * into the sub-menu opens it and moves to its first entry. A closed sub-menu's entries are not
 * rendered, so Tab never stops inside it.
 */
export function SubMenu({
  item,
  open,
  onOpenChange,
  orientation,
  topLevel,
  children,
}: SubMenuProps) {
  const id = useId();
  const layout = useContext(NavigationLayoutContext);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const enterOnOpen = useRef(false);

  const close = useCallback(() => {
    onOpenChange(false);
    button.current?.focus();
  }, [onOpenChange]);

  useEffect(() => {
    const element = container.current;
    if (!open || !element) return;
    // Stopping the event keeps the parents (and the drawer) open; preventing its default keeps a
    // modal dialog around the menu from treating the key as its own close request.
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      close();
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [open, close]);

  useEffect(() => {
    if (!open || !enterOnOpen.current) return;
    enterOnOpen.current = false;
    focusEntry(panel.current?.firstElementChild, 'first');
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== (orientation === 'horizontal' ? 'ArrowDown' : 'ArrowRight')) return;
    event.preventDefault();
    if (open) {
      focusEntry(panel.current?.firstElementChild, 'first');
    } else {
      enterOnOpen.current = true;
      onOpenChange(true);
    }
  };

  // In the bar a drop-down closes once focus moves on to something outside it. Only the bar's own
  // drop-downs do: a nested one closing as a sibling is pressed would shift that sibling away
  // between the press and the release, and the click would miss it. Opening a sibling closes it.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (
      layout === 'bar' &&
      topLevel &&
      open &&
      next instanceof Node &&
      !event.currentTarget.contains(next)
    ) {
      onOpenChange(false);
    }
  };

  return (
    <div className="submenu" ref={container} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        className={item.hideArrow ? 'menu-button' : 'menu-button has-arrow'}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => onOpenChange(!open)}
        onKeyDown={onButtonKeyDown}
      >
        <FormattedMessage id={item.displayName} />
      </button>
      <div id={id} ref={panel} className="submenu-panel" hidden={!open}>
        {open && children}
      </div>
    </div>
  );
}
