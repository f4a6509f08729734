import { createContext } from 'react';

/**
 * How the menus are laid out: a bar of drop-downs on wide screens, an accordion inside the
 * drawer on narrow ones. Drop-downs close when focus or a click goes elsewhere; the drawer's
 * sections stay open while the student moves around inside it.
 */
export type NavigationLayout = 'bar' | 'drawer';

export const NavigationLayoutContext = createContext<NavigationLayout>('bar');
