import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useBrand } from '../../runtime/brand/BrandContext.ts';
import { newBuildAtom } from '../../runtime/build/newBuildAtom.ts';
import { shellStore } from '../../runtime/shellStore.ts';
import './shellWidgets.css';

/**
 * Offers a reload once a newer build is out (shell spec §4, "Build update"). It only offers: a
 * student halfway through a test must not lose the page to a reload they did not ask for.
 */
export function UpdateOffer() {
  const version = useAtomValue(newBuildAtom, { store: shellStore });
  const { name } = useBrand().docs.brand;
  const [later, setLater] = useState(false);
  if (version === undefined || later) return null;
  return (
    <div className="update-offer" role="status">
      <p>
        <FormattedMessage id="shell.update.ready" values={{ brand: name }} />
      </p>
      <button type="button" className="button primary" onClick={() => location.reload()}>
        <FormattedMessage id="shell.update.reload" />
      </button>
      <button type="button" className="button ghost" onClick={() => setLater(true)}>
        <FormattedMessage id="shell.update.later" />
      </button>
    </div>
  );
}
