import { textIn } from '../../../domain/rules/localisedText.ts';
import { DEFAULT_LOCALE } from '../../../domain/rules/locales.ts';
import type { Article } from '../../../schemas/types.generated.ts';
import { ArticleSummaries } from './ArticleSummaries.tsx';
import { Localised } from './Localised.tsx';

/** The articles grouped by track, tracks in the order their newest article comes. */
export function ArticleTracks({
  articles,
  blockId,
}: {
  articles: readonly Article[];
  blockId: string;
}) {
  const tracks = new Map<string, Article[]>();
  for (const article of articles) {
    // Tracks are told apart by their English name, which every article has.
    const key = textIn(article.track, DEFAULT_LOCALE);
    tracks.set(key, [...(tracks.get(key) ?? []), article]);
  }
  return (
    <>
      {[...tracks.values()].map((group, index) => {
        const [first] = group;
        if (!first) return null;
        const headingId = `info-${blockId}-track-${index}`;
        return (
          <section key={index} className="info-section" aria-labelledby={headingId}>
            <Localised as="h2" id={headingId} text={first.track} />
            <ArticleSummaries articles={group} level="h3" />
          </section>
        );
      })}
    </>
  );
}
