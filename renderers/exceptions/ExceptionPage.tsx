import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useBrand } from '../../runtime/brand/BrandContext.ts';
import type { ExceptionKind } from '../../schemas/types.generated.ts';
import { Illustration } from './Illustration.tsx';

/**
 * An image-and-text page from the brand's exception document. Its button is a plain link (or a
 * reload): it must work even when the crash took the router down with it.
 */
export function ExceptionPage({ kind }: { kind: ExceptionKind }) {
  const intl = useIntl();
  const page = useBrand().docs.exceptions.pages[kind];
  const title = intl.formatMessage({ id: page.title });

  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <section className="exception" data-exception={kind}>
      <Illustration name={page.image} />
      <h1>{title}</h1>
      <p>{intl.formatMessage({ id: page.message })}</p>
      {page.action?.kind === 'reload' && (
        <button type="button" className="button primary" onClick={() => location.reload()}>
          {intl.formatMessage({ id: page.action.label })}
        </button>
      )}
      {page.action?.kind === 'navigate' && (
        <a className="button primary" href={page.action.route}>
          {intl.formatMessage({ id: page.action.label })}
        </a>
      )}
    </section>
  );
}
