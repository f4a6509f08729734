import type { BlockProps } from '../../../runtime/registry/Registry.ts';
import type { Card, CardList } from '../../../schemas/types.generated.ts';
import { blockHeadingId } from './blockHeadingId.ts';
import { InfoLink } from './InfoLink.tsx';
import { Localised } from './Localised.tsx';
import { useLocalised } from './useLocalised.tsx';
import './info.css';

/** A grid of cards; a card with a link has its title as the link. */
export function CardsBlock({ block }: BlockProps<CardList>) {
  const headingId = blockHeadingId(block.id);
  // Card titles sit one level below the block's heading, or directly below the page's.
  const level = block.heading ? 'h3' : 'h2';
  const cards = (
    <ul className="info-cards">
      {block.items.map((card, index) => (
        <li key={index} className="card">
          {card.meta && <Localised as="p" className="card-meta" text={card.meta} />}
          <CardTitle card={card} level={level} />
          <Localised as="p" text={card.text} />
        </li>
      ))}
    </ul>
  );
  if (!block.heading)
    return (
      <div className="info-section">
        {block.intro && <Localised as="p" text={block.intro} />}
        {cards}
      </div>
    );
  return (
    <section className="info-section" aria-labelledby={headingId}>
      <Localised as="h2" id={headingId} text={block.heading} />
      {block.intro && <Localised as="p" text={block.intro} />}
      {cards}
    </section>
  );
}

function CardTitle({ card, level: Heading }: { card: Card; level: 'h2' | 'h3' }) {
  const { content, lang } = useLocalised(card.title, !card.link);
  return (
    <Heading lang={lang}>
      {card.link ? <InfoLink to={card.link}>{content}</InfoLink> : content}
    </Heading>
  );
}
