import { FormattedMessage } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { menuRouteKind } from '../../domain/navigation/menuRoute.ts';
import type { NavigationItem } from '../../schemas/types.generated.ts';

/**
 * An entry without a sub-menu: a link inside the app (marked as the current page when it is),
 * a link to the marketing site, or a placeholder that says it is coming and links nowhere.
 */
export function MenuLink({ item }: { item: NavigationItem }) {
  const label = <FormattedMessage id={item.displayName} />;
  const { route } = item;
  const kind = menuRouteKind(route);
  if (kind === 'placeholder' || route === undefined) {
    return (
      <span className="menu-link placeholder">
        {label}{' '}
        <small className="badge">
          <FormattedMessage id="shell.comingSoon" />
        </small>
      </span>
    );
  }
  if (kind === 'internal') {
    return (
      <NavLink className="menu-link" to={route} end>
        {label}
      </NavLink>
    );
  }
  return (
    <a className="menu-link" href={route}>
      {label}
    </a>
  );
}
