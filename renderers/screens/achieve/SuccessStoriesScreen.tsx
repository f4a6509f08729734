import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import useSWR from 'swr';
import * as z from 'zod/mini';
import {
  academicStoriesCall,
  socialStoriesCall,
  statesCall,
  SUCCESS_STORIES_PAGE_SIZE,
  type successStory,
} from '../../../domain/contracts/achieveMeta.ts';
import type { Locale } from '../../../domain/rules/locales.ts';
import { useCall } from '../../../runtime/api/useCall.ts';
import { useViewer } from '../../../runtime/learn/useViewer.ts';
import { useTextLanguage } from '../../../runtime/i18n/useTextLanguage.ts';
import { useRegistry } from '../../../runtime/registry/RegistryContext.ts';
import { useDocumentTitle } from '../learn/useDocumentTitle.ts';
import './achieveInsights.css';

type Story = z.output<typeof successStory>;
type StateName = (code: string) => string;

/** A text of the content pack: by language, English always there (schemas/content/common), or one text. */
const packText = z.union([z.string(), z.record(z.string(), z.string())]);
/** The pack's stories (content/achieve/success-stories.json), read as far as the screen needs. */
const storyPack = z.object({
  demo: z.boolean(),
  academic: z.array(
    z.object({
      id: z.string(),
      exam: z.string(),
      name: z.string(),
      city: packText,
      state: z.string(),
      year: z.number(),
      headline: packText,
      story: packText,
      score: z.optional(z.object({ value: z.number(), max: z.number() })),
    }),
  ),
});

function inLocale(text: z.output<typeof packText>, locale: Locale): string {
  return typeof text === 'string' ? text : (text[locale] ?? text.en ?? '');
}

/**
 * Learning-experience spec §4: academic stories fall back to default data when their call fails —
 * the content pack's own, loaded only then, in the UI language (English where a story has none),
 * the child's exam's first. Whether they are illustrative comes with them.
 */
function useDefaultAcademicStories(wanted: boolean, locale: Locale, exam: string | undefined) {
  return useSWR(
    wanted ? ['achieve', 'defaultAcademicStories', locale, exam ?? ''] : null,
    async () => {
      const module = (await import('../../../content/achieve/success-stories.json')) as {
        default: unknown;
      };
      const pack = z.parse(storyPack, module.default);
      const stories = pack.academic.map((s): Story => ({
        id: s.id,
        exam: s.exam,
        name: s.name,
        city: inLocale(s.city, locale),
        state: s.state,
        year: s.year,
        headline: inLocale(s.headline, locale),
        story: inLocale(s.story, locale),
        score: s.score ?? null,
      }));
      const ofExam = stories.filter((s) => s.exam === exam);
      return { demo: pack.demo, stories: ofExam.length > 0 ? ofExam : stories };
    },
    { revalidateOnFocus: false },
  );
}

function StoryCard({
  story,
  stateName,
  focusOnShow = false,
}: {
  story: Story;
  stateName: StateName;
  focusOnShow?: boolean;
}) {
  const textLang = useTextLanguage();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow]);
  const where = stateName(story.state);
  // Each part in its own language: a name in Latin letters among a Hindi city and state.
  const inItsLanguage = (text: string) => {
    const lang = textLang(text);
    return lang === undefined ? text : <span lang={lang}>{text}</span>;
  };
  return (
    <li className="insights-row insights-story">
      <article aria-labelledby={headingId}>
        <h3
          id={headingId}
          ref={heading}
          tabIndex={-1}
          className="insights-row__name"
          lang={textLang(story.headline)}
        >
          {story.headline}
        </h3>
        <p className="insights-row__meta">
          <FormattedMessage
            id="achieve.stories.who"
            values={{
              name: inItsLanguage(story.name),
              city: inItsLanguage(story.city),
              state: inItsLanguage(where),
              year: String(story.year),
            }}
          />
        </p>
        <p lang={textLang(story.story)}>{story.story}</p>
        {story.score && (
          <p className="insights-gain">
            <FormattedMessage
              id="achieve.stories.score"
              values={{ value: story.score.value, max: story.score.max }}
            />
          </p>
        )}
      </article>
    </li>
  );
}

function socialInput(locale: Locale, token: string | undefined) {
  return {
    body: {
      locale,
      page_size: SUCCESS_STORIES_PAGE_SIZE,
      ...(token !== undefined && { page_token: token }),
    },
  };
}

/** One page of social stories; a page after the first takes focus to its first story when it comes. */
function SocialPage({
  token,
  stateName,
  first,
}: {
  token?: string;
  stateName: StateName;
  first: boolean;
}) {
  const registry = useRegistry();
  const { locale } = useViewer();
  const { data, error } = useCall(socialStoriesCall, socialInput(locale, token));
  // A page that failed says so once, below the list, with its retry.
  if (!data)
    return first || error ? null : (
      <li>
        <registry.Loading />
      </li>
    );
  return data.data.stories.map((story, i) => (
    <StoryCard key={story.id} story={story} stateName={stateName} focusOnShow={!first && i === 0} />
  ));
}

/** Social stories, SUCCESS_STORIES_PAGE_SIZE a page: each "Show more" asks for the page after the last. */
function SocialStories({ stateName }: { stateName: StateName }) {
  const registry = useRegistry();
  const { locale } = useViewer();
  const [tokens, setTokens] = useState<(string | undefined)[]>([undefined]);
  const firstPage = useCall(socialStoriesCall, socialInput(locale, undefined));
  const lastPage = useCall(socialStoriesCall, socialInput(locale, tokens[tokens.length - 1]));
  if (firstPage.error)
    return (
      <p role="alert" className="insights-callout">
        <FormattedMessage id="achieve.stories.failed" />
      </p>
    );
  if (!firstPage.data) return <registry.Loading />;
  const { total } = firstPage.data.data;
  if (total === 0 || firstPage.data.data.stories.length === 0)
    return (
      <p className="insights-note">
        <FormattedMessage id="achieve.stories.none" />
      </p>
    );
  const next = lastPage.data?.data.next_page_token ?? undefined;
  const shown = Math.min(
    total,
    (tokens.length - 1) * SUCCESS_STORIES_PAGE_SIZE + (lastPage.data?.data.stories.length ?? 0),
  );
  return (
    <>
      <ul className="insights-list">
        {tokens.map((token, i) => (
          <SocialPage key={token ?? ''} token={token} stateName={stateName} first={i === 0} />
        ))}
      </ul>
      <p role="status" className="insights-note">
        {lastPage.data && <FormattedMessage id="achieve.stories.shown" values={{ shown, total }} />}
      </p>
      {lastPage.error && (
        <p role="alert" className="insights-callout">
          <FormattedMessage id="achieve.stories.moreFailed" />{' '}
          <button type="button" className="button ghost" onClick={() => void lastPage.mutate()}>
            <FormattedMessage id="achieve.stories.retry" />
          </button>
        </p>
      )}
      {next !== undefined && (
        <div className="insights-more">
          <button
            type="button"
            className="button ghost"
            onClick={() => setTokens((known) => (known.includes(next) ? known : [...known, next]))}
          >
            <FormattedMessage id="achieve.stories.more" />
          </button>
        </div>
      )}
    </>
  );
}

function AcademicStories({ stateName }: { stateName: StateName }) {
  const registry = useRegistry();
  const { locale, examCode } = useViewer();
  const academic = useCall(academicStoriesCall, { query: { locale } });
  const fallback = useDefaultAcademicStories(academic.error !== undefined, locale, examCode);
  if (academic.error && fallback.error)
    return (
      <p role="alert" className="insights-callout">
        <FormattedMessage id="achieve.stories.failed" />
      </p>
    );
  const stories = academic.data?.data.stories ?? fallback.data?.stories;
  if (!stories) return <registry.Loading />;
  return (
    <>
      {(academic.data?.data.demo ?? fallback.data?.demo) && (
        <p className="insights-callout">
          <FormattedMessage id="achieve.stories.demo" />
        </p>
      )}
      {stories.length === 0 ? (
        <p className="insights-note">
          <FormattedMessage id="achieve.stories.none" />
        </p>
      ) : (
        <ul className="insights-list">
          {stories.map((story) => (
            <StoryCard key={story.id} story={story} stateName={stateName} />
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * /achieve/success-stories (spec §9): students' stories in two sections — the social ones, ten at
 * a time with "Show more", and the academic ones (students who followed a plan), which fall back
 * to the content pack's when their call fails, marked illustrative when the pack says so.
 */
export function SuccessStoriesScreen() {
  const intl = useIntl();
  const { locale } = useViewer();
  const title = intl.formatMessage({ id: 'achieve.stories.title' });
  useDocumentTitle(title);
  // States come as codes; their names are a nicety, so a failure shows the code.
  const states = useCall(statesCall, { query: { locale } }).data?.data.items;
  const stateName = useMemo(() => {
    const names = new Map((states ?? []).map((s) => [s.code, s.name]));
    return (code: string) => names.get(code) ?? code;
  }, [states]);
  return (
    <section className="insights" aria-labelledby="stories-title">
      <h1 id="stories-title">{title}</h1>
      <section aria-labelledby="stories-social">
        <h2 id="stories-social">
          <FormattedMessage id="achieve.stories.social" />
        </h2>
        <SocialStories stateName={stateName} />
      </section>
      <section aria-labelledby="stories-academic">
        <h2 id="stories-academic">
          <FormattedMessage id="achieve.stories.academic" />
        </h2>
        <AcademicStories stateName={stateName} />
      </section>
    </section>
  );
}
