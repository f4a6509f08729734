import { Suspense } from 'react';
import { useCatalogParts } from '../../../runtime/i18n/CatalogParts.ts';
import type { BlockProps } from '../../../runtime/registry/Registry.ts';
import type { FeedbackForm as FeedbackFormDocument } from '../../../schemas/types.generated.ts';
import { lazyNamed } from '../../lazyNamed.ts';
import { Loading } from '../../Loading.tsx';
import { BlockHeading } from './BlockHeading.tsx';
import { blockHeadingId } from './blockHeadingId.ts';
import { Localised } from './Localised.tsx';
import './info.css';

const FeedbackForm = lazyNamed(() => import('../../forms/FeedbackForm.tsx'), 'FeedbackForm');

/** The feedback form under its heading; the form's code comes with the first page that shows it. */
export function FeedbackFormBlock({ block }: BlockProps<FeedbackFormDocument>) {
  useCatalogParts('info');
  const headingId = blockHeadingId(block.id);
  return (
    <section className="info-section" aria-labelledby={headingId}>
      <BlockHeading id={headingId} text={block.heading} fallbackKey="info.feedback.heading" />
      {block.intro && <Localised as="p" text={block.intro} />}
      <Suspense fallback={<Loading />}>
        <FeedbackForm idPrefix={`feedback-${block.id}`} />
      </Suspense>
    </section>
  );
}
