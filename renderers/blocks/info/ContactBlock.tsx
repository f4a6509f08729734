import { FormattedMessage } from 'react-intl';
import { useBrand } from '../../../runtime/brand/BrandContext.ts';
import { useCatalogParts } from '../../../runtime/i18n/CatalogParts.ts';
import type { BlockProps } from '../../../runtime/registry/Registry.ts';
import type { ContactDetails } from '../../../schemas/types.generated.ts';
import { BlockHeading } from './BlockHeading.tsx';
import { blockHeadingId } from './blockHeadingId.ts';
import { Localised } from './Localised.tsx';
import './info.css';

/** The brand's support e-mail address and phone number, as brand.json gives them. */
export function ContactBlock({ block }: BlockProps<ContactDetails>) {
  useCatalogParts('info');
  const { support } = useBrand().docs.brand;
  const headingId = blockHeadingId(block.id);
  return (
    <section className="info-section" aria-labelledby={headingId}>
      <BlockHeading id={headingId} text={block.heading} fallbackKey="info.contact.heading" />
      {block.note && <Localised as="p" text={block.note} />}
      <dl className="info-contact">
        <dt>
          <FormattedMessage id="info.contact.email" />
        </dt>
        <dd>
          <a href={`mailto:${support.email}`}>{support.email}</a>
        </dd>
        {support.phone && (
          <>
            <dt>
              <FormattedMessage id="info.contact.phone" />
            </dt>
            <dd>
              <a href={`tel:${support.phone.replaceAll(' ', '')}`}>{support.phone}</a>
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}
