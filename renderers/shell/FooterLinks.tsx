import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useBrand } from '../../runtime/brand/BrandContext.ts';
import './footerLinks.css';

/** The info pages every page links to, with their labels (literal, so the catalog check sees them). */
const FOOTER_LINKS = [
  { path: '/tos', label: 'shell.footer.terms' },
  { path: '/privacy-policy', label: 'shell.footer.privacy' },
  { path: '/in-en/contactus', label: 'shell.footer.contact' },
  { path: '/helpdesk', label: 'shell.footer.helpdesk' },
] as const;

/** Links to the legal and help pages, those the brand's route table has and has switched on. */
export function FooterLinks() {
  const intl = useIntl();
  const { brand, routes } = useBrand().docs;
  const enabled = new Set<string>(['core', ...brand.modules]);
  const links = FOOTER_LINKS.filter(({ path }) =>
    routes.routes.some((route) => route.path === path && enabled.has(route.module)),
  );
  if (links.length === 0) return null;
  return (
    <nav className="footer-links" aria-label={intl.formatMessage({ id: 'shell.footer.links' })}>
      <ul>
        {links.map(({ path, label }) => (
          <li key={path}>
            <Link to={path}>
              <FormattedMessage id={label} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
