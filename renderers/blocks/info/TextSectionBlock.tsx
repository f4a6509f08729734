import type { BlockProps } from '../../../runtime/registry/Registry.ts';
import type { TextSection } from '../../../schemas/types.generated.ts';
import { blockHeadingId } from './blockHeadingId.ts';
import { InfoLink } from './InfoLink.tsx';
import { Localised } from './Localised.tsx';
import './info.css';

/** Running text: a heading when the section has one, paragraphs, bullet points, links onward. */
export function TextSectionBlock({ block }: BlockProps<TextSection>) {
  const headingId = blockHeadingId(block.id);
  const content = (
    <>
      {block.heading && <Localised as="h2" id={headingId} text={block.heading} />}
      {block.paragraphs.map((paragraph, index) => (
        <Localised key={index} as="p" text={paragraph} />
      ))}
      {block.points && (
        <ul className="info-points">
          {block.points.map((point, index) => (
            <Localised key={index} as="li" text={point} />
          ))}
        </ul>
      )}
      {block.links && (
        <ul className="info-links">
          {block.links.map((link) => (
            <li key={link.to}>
              <InfoLink to={link.to}>
                <Localised as="span" text={link.label} />
              </InfoLink>
            </li>
          ))}
        </ul>
      )}
    </>
  );
  // Without a heading the text belongs to the section above it: no region of its own.
  if (!block.heading) return <div className="info-section">{content}</div>;
  return (
    <section className="info-section" aria-labelledby={headingId}>
      {content}
    </section>
  );
}
