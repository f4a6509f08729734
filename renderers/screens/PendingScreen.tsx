import { FormattedMessage } from 'react-intl';
import { useBrand } from '../../runtime/brand/BrandContext.ts';
import { Illustration } from '../exceptions/Illustration.tsx';

/**
 * Stands in for a screen whose feature has not been built yet, and says so plainly. Each later
 * feature replaces its registry entry with the real screen.
 */
export function PendingScreen() {
  const { name } = useBrand().docs.brand;
  return (
    <section className="exception" data-pending-screen="">
      <Illustration name="empty" />
      <h1>
        <FormattedMessage id="screen.pending.title" />
      </h1>
      <p>
        <FormattedMessage id="screen.pending.message" values={{ brand: name }} />
      </p>
      <a className="button primary" href="/">
        <FormattedMessage id="screen.pending.action" />
      </a>
    </section>
  );
}
