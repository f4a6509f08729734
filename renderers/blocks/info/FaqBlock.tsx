import type { BlockProps } from '../../../runtime/registry/Registry.ts';
import type { QuestionsAndAnswers } from '../../../schemas/types.generated.ts';
import { blockHeadingId } from './blockHeadingId.ts';
import { Localised } from './Localised.tsx';
import './info.css';

/** Questions that open, one at a time or all, to show their answers (native disclosure). */
export function FaqBlock({ block }: BlockProps<QuestionsAndAnswers>) {
  const headingId = blockHeadingId(block.id);
  const questions = (
    <div className="info-faq">
      {block.items.map((item, index) => (
        <details key={index}>
          <Localised as="summary" text={item.question} />
          {item.answer.map((paragraph, p) => (
            <Localised key={p} as="p" text={paragraph} />
          ))}
        </details>
      ))}
    </div>
  );
  if (!block.heading) return <div className="info-section">{questions}</div>;
  return (
    <section className="info-section" aria-labelledby={headingId}>
      <Localised as="h2" id={headingId} text={block.heading} />
      {questions}
    </section>
  );
}
