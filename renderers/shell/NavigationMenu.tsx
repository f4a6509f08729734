import { useIntl } from 'react-intl';
import type { NavigationItem } from '../../schemas/types.generated.ts';
import { LanguagePicker } from './LanguagePicker.tsx';
import { MenuList } from './MenuList.tsx';
import { NavigationLayoutContext, type NavigationLayout } from './navigationLayout.ts';

export interface NavigationMenuProps {
  /** The menu for this language and session; undefined while the public menu is on its way. */
  items: readonly NavigationItem[] | undefined;
  layout?: NavigationLayout;
}

/**
 * The header's navigation: the brand's menu entries, nested up to five levels, then the language
 * picker as the last entry (shell spec §2, "Public top navigation"). A row of drop-downs in the
 * bar, a column of sections in the drawer.
 */
export function NavigationMenu({ items = [], layout = 'bar' }: NavigationMenuProps) {
  const intl = useIntl();
  return (
    <NavigationLayoutContext.Provider value={layout}>
      <nav
        className={`site-nav site-nav--${layout}`}
        aria-label={intl.formatMessage({ id: 'shell.mainNavigation' })}
      >
        <MenuList
          items={items}
          level={1}
          orientation={layout === 'bar' ? 'horizontal' : 'vertical'}
          trailing={<LanguagePicker />}
        />
      </nav>
    </NavigationLayoutContext.Provider>
  );
}
