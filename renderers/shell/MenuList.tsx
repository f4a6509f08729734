import { useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { NavigationItem } from '../../schemas/types.generated.ts';
import { MenuLink } from './MenuLink.tsx';
import { entryControls } from './menuFocus.ts';
import { NavigationLayoutContext } from './navigationLayout.ts';
import { SubMenu } from './SubMenu.tsx';

export interface MenuListProps {
  items: readonly NavigationItem[];
  /** 1 for the top-level entries, up to 5 (shell spec §3, listNumber). */
  level: number;
  orientation: 'horizontal' | 'vertical';
  /** Closes the sub-menu this list belongs to (Arrow Left), once focus is back on its button. */
  onExit?: () => void;
  /** An entry after the items that is not a menu item (the language picker). */
  trailing?: ReactNode;
}

/**
 * One level of a menu. At most one of its sub-menus is open at a time, and none after the student
 * follows a link. Arrow keys along the list move between its entries (wrapping), Home and End go
 * to the ends, and Arrow Left in a nested list goes back to the entry that opened it.
 */
export function MenuList({ items, level, orientation, onExit, trailing }: MenuListProps) {
  const layout = useContext(NavigationLayoutContext);
  const { key: page } = useLocation();
  const list = useRef<HTMLUListElement>(null);
  // Tied to the page it was opened on, so following a link closes every drop-down.
  const [opened, setOpened] = useState<{ id: string; page: string }>();
  const openId = opened?.page === page ? opened.id : undefined;

  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const controls = entryControls(element);
      const index = event.target instanceof HTMLElement ? controls.indexOf(event.target) : -1;
      if (index < 0) return;
      const target = moveTarget(event.key, orientation, controls, index);
      if (target) target.focus();
      else if (event.key === 'ArrowLeft' && orientation === 'vertical' && onExit) {
        const opener = element.closest('.submenu')?.firstElementChild;
        if (opener instanceof HTMLElement) opener.focus();
        onExit();
      } else return;
      event.preventDefault();
      event.stopPropagation();
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [orientation, onExit]);

  useEffect(() => {
    const element = list.current;
    if (layout !== 'bar' || level !== 1 || openId === undefined || !element) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !element.contains(event.target)) setOpened(undefined);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [layout, level, openId]);

  return (
    <ul ref={list} className={`menu level-${level}`}>
      {items.map((item) => (
        <li key={item.id}>
          {item.subMenu?.length ? (
            <SubMenu
              item={item}
              open={openId === item.id}
              onOpenChange={(open) => setOpened(open ? { id: item.id, page } : undefined)}
              orientation={orientation}
              topLevel={level === 1}
            >
              <MenuList
                items={item.subMenu ?? []}
                level={level + 1}
                orientation="vertical"
                onExit={() => setOpened(undefined)}
              />
            </SubMenu>
          ) : (
            <MenuLink item={item} />
          )}
        </li>
      ))}
      {trailing && <li className="menu-trailing">{trailing}</li>}
    </ul>
  );
}

function moveTarget(
  key: string,
  orientation: 'horizontal' | 'vertical',
  controls: readonly HTMLElement[],
  index: number,
): HTMLElement | undefined {
  const [previous, next] =
    orientation === 'horizontal' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowUp', 'ArrowDown'];
  const count = controls.length;
  if (key === next) return controls[(index + 1) % count];
  if (key === previous) return controls[(index - 1 + count) % count];
  if (key === 'Home') return controls[0];
  if (key === 'End') return controls[count - 1];
  return undefined;
}
