import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { keepFocusInside } from './keepFocusInside.ts';

export interface NavigationDrawerProps {
  /** The menu and the account actions, shown inside the drawer. */
  children: ReactNode;
  /** On a phone held upright the drawer covers the screen; wider, it is a panel at the side. */
  fullScreen: boolean;
}

/**
 * The header's menu on narrow screens: a labelled Menu button opens a modal drawer. Focus moves
 * into it and stays there (Tab wraps), Escape, the close button or a click on the backdrop closes
 * it and focus returns to the Menu button; following a link closes it too.
 */
export function NavigationDrawer({ children, fullScreen }: NavigationDrawerProps) {
  const intl = useIntl();
  const id = useId();
  const { key: page } = useLocation();
  // Tied to the page it was opened on, so following a link closes the drawer.
  const [openOn, setOpenOn] = useState<string>();
  const open = openOn === page;
  const dialog = useRef<HTMLDialogElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open) {
      if (!element.open) element.showModal();
      close.current?.focus();
      wasOpen.current = true;
    } else if (wasOpen.current) {
      wasOpen.current = false;
      if (element.open) element.close();
      toggle.current?.focus();
    }
  }, [open]);

  useEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    // An open sub-menu handles Escape first (and stops it); only then does Escape close the drawer.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        setOpenOn(undefined);
      } else {
        keepFocusInside(element, event);
      }
    };
    // The dialog box fills the panel, so a click on the dialog itself is a click on the backdrop.
    const onClick = (event: MouseEvent) => event.target === element && setOpenOn(undefined);
    element.addEventListener('keydown', onKeyDown);
    element.addEventListener('click', onClick);
    return () => {
      element.removeEventListener('keydown', onKeyDown);
      element.removeEventListener('click', onClick);
    };
  }, [open]);

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className="menu-toggle"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpenOn(page)}
      >
        <span className="menu-toggle__bars" aria-hidden="true" />
        <FormattedMessage id="shell.menu" />
      </button>
      <dialog
        ref={dialog}
        id={id}
        className="nav-drawer"
        data-size={fullScreen ? 'full' : 'panel'}
        aria-labelledby={`${id}-title`}
        onCancel={(event) => {
          event.preventDefault();
          setOpenOn(undefined);
        }}
      >
        {open && (
          <div className="nav-drawer__panel">
            <div className="nav-drawer__head">
              <h2 id={`${id}-title`} className="nav-drawer__title">
                <FormattedMessage id="shell.menu" />
              </h2>
              <button
                ref={close}
                type="button"
                className="nav-drawer__close"
                aria-label={intl.formatMessage({ id: 'shell.closeMenu' })}
                onClick={() => setOpenOn(undefined)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </div>
            {children}
          </div>
        )}
      </dialog>
    </>
  );
}
