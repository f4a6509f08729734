import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { NavigationItem } from '../../schemas/types.generated.ts';

/** The placeholder route of a menu entry that is shown but not linked yet. */
export const WIP_ROUTE = 'WIP';

/**
 * A nested disclosure menu: every entry with a sub-menu is a button that opens it (Escape closes
 * it and returns focus), so the whole tree works with a keyboard and reads well in a screen reader.
 */
export function NavigationMenu({ items }: { items: readonly NavigationItem[] }) {
  const intl = useIntl();
  return (
    <nav className="site-nav" aria-label={intl.formatMessage({ id: 'shell.mainNavigation' })}>
      <MenuList items={items} level={1} />
    </nav>
  );
}

function MenuList({ items, level }: { items: readonly NavigationItem[]; level: number }) {
  return (
    <ul className={`menu level-${level}`}>
      {items.map((item) => (
        <li key={item.id}>
          {item.subMenu?.length ? <SubMenu item={item} /> : <MenuLink item={item} />}
        </li>
      ))}
    </ul>
  );
}

function SubMenu({ item }: { item: NavigationItem }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!open || !element) return;
    // The innermost open menu closes first; stopping the event keeps its parents open.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <div className="submenu" ref={container}>
      <button
        ref={button}
        type="button"
        className={item.hideArrow ? 'menu-button' : 'menu-button has-arrow'}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        <FormattedMessage id={item.displayName} />
      </button>
      <div id={id} hidden={!open}>
        <MenuList items={item.subMenu ?? []} level={item.listNumber + 1} />
      </div>
    </div>
  );
}

function MenuLink({ item }: { item: NavigationItem }) {
  const label = <FormattedMessage id={item.displayName} />;
  if (!item.route || item.route === WIP_ROUTE) {
    return (
      <span className="menu-link placeholder">
        {label}{' '}
        <small className="badge">
          <FormattedMessage id="shell.comingSoon" />
        </small>
      </span>
    );
  }
  if (item.route.startsWith('/')) {
    return (
      <Link className="menu-link" to={item.route}>
        {label}
      </Link>
    );
  }
  return (
    <a className="menu-link" href={item.route} rel="noopener">
      {label}
    </a>
  );
}
