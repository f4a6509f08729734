import { FormattedMessage } from 'react-intl';
import { useBrand } from '../../runtime/brand/BrandContext.ts';
import { FooterLinks } from './FooterLinks.tsx';
import { useTextLanguage } from '../../runtime/i18n/useTextLanguage.ts';

/** Where to get help: the legal and help pages, and the brand's support contact. */
export function Footer() {
  const { support, name } = useBrand().docs.brand;
  const textLang = useTextLanguage();
  return (
    <footer className="site-footer">
      <FooterLinks />
      <p>
        <FormattedMessage
          id="shell.footer.help"
          values={{ email: <a href={`mailto:${support.email}`}>{support.email}</a> }}
        />
        {support.phone && (
          <>
            {' '}
            <FormattedMessage
              id="shell.footer.phone"
              values={{
                phone: <a href={`tel:${support.phone.replaceAll(' ', '')}`}>{support.phone}</a>,
              }}
            />
          </>
        )}
      </p>
      <p className="brand-name" lang={textLang(name)}>
        {name}
      </p>
    </footer>
  );
}
