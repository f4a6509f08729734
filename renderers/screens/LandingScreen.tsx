import { Suspense, useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { SCREEN_PAGES } from '../../domain/pages/screenPages.ts';
import { useBrand } from '../../runtime/brand/BrandContext.ts';
import { useFeature } from '../../runtime/brand/useFeature.ts';
import { CrashBoundary } from '../../runtime/CrashBoundary.tsx';
import { useCatalogParts } from '../../runtime/i18n/CatalogParts.ts';
import { PageBlocks } from '../../runtime/pages/PageBlocks.tsx';
import { usePageDocument } from '../../runtime/pages/usePageDocument.ts';

const VARIANTS = {
  default: {
    heading: 'landing.default.heading',
    cards: [
      ['landing.default.learn.title', 'landing.default.learn.text'],
      ['landing.default.practice.title', 'landing.default.practice.text'],
      ['landing.default.test.title', 'landing.default.test.text'],
    ],
  },
  homework: {
    heading: 'landings.homework.heading',
    cards: [
      ['landings.homework.step1.title', 'landings.homework.step1.text'],
      ['landings.homework.step2.title', 'landings.homework.step2.text'],
      ['landings.homework.step3.title', 'landings.homework.step3.text'],
    ],
  },
  // An institute's portal speaks to the students it enrolled, by the institute's name.
  institute: {
    heading: 'landings.institute.heading',
    cards: [
      ['landings.institute.learn.title', 'landings.institute.learn.text'],
      ['landings.institute.practice.title', 'landings.institute.practice.text'],
      ['landings.institute.test.title', 'landings.institute.test.text'],
    ],
  },
  // A family's study desk at home: what the student keeps, sees and shares.
  home: {
    heading: 'landings.home.heading',
    cards: [
      ['landings.home.keep.title', 'landings.home.keep.text'],
      ['landings.home.see.title', 'landings.home.see.text'],
      ['landings.home.share.title', 'landings.home.share.text'],
    ],
  },
} as const;

/** The signed-out landing page, in the brand's variant (default, homework app, institute or home). */
export function LandingScreen() {
  const intl = useIntl();
  const { brand } = useBrand().docs;
  // The platform's own landing is every visitor's first route: its words come with the app.
  useCatalogParts(...(brand.landingVariant === 'default' ? [] : (['info'] as const)));
  // A visitor has no category yet, so a byCategory brand promises no trial it may not give.
  const monetised = useFeature('monetisation');
  const title = intl.formatMessage({ id: brand.title });

  useEffect(() => {
    document.title = title;
  }, [title]);

  const variant = VARIANTS[brand.landingVariant];
  return (
    <div className={`landing landing-${brand.landingVariant}`}>
      <section className="hero">
        <h1>{title}</h1>
        <p className="lead">
          <FormattedMessage id={brand.description} />
        </p>
        {brand.switches.signUp ? (
          <div className="cta">
            <Link to="/signup" className="button primary large">
              <FormattedMessage id="landing.signup" />
            </Link>
            <Link to="/login" className="button ghost large">
              <FormattedMessage id="landing.login" />
            </Link>
            {monetised && brand.trialDays > 0 && (
              <p className="trial">
                <FormattedMessage id="landing.trial" values={{ days: brand.trialDays }} />
              </p>
            )}
          </div>
        ) : (
          <div className="cta">
            <Link to="/login" className="button primary large">
              <FormattedMessage id="landing.login" />
            </Link>
            <p className="note">
              <FormattedMessage id="landing.noSignup" />
            </p>
          </div>
        )}
      </section>
      <section className="features" aria-labelledby="landing-features">
        <h2 id="landing-features">
          <FormattedMessage id={variant.heading} values={{ brand: brand.name }} />
        </h2>
        <ol className={brand.landingVariant === 'homework' ? 'steps' : 'cards'}>
          {variant.cards.map(([title, text]) => (
            <li key={title} className="card">
              <h3>
                <FormattedMessage id={title} values={{ brand: brand.name }} />
              </h3>
              <p>
                <FormattedMessage id={text} values={{ brand: brand.name }} />
              </p>
            </li>
          ))}
        </ol>
      </section>
      {/* The brand's own sections arrive after the hero has painted; without them (a chunk that
          failed to load) the landing page still stands. */}
      <CrashBoundary fallback={null}>
        <Suspense fallback={null}>
          <LandingSections />
        </Suspense>
      </CrashBoundary>
    </div>
  );
}

/** The blocks of the brand's landing page document (exams, how it works, questions), if it has one. */
function LandingSections() {
  const name = SCREEN_PAGES.landing ?? '';
  const page = usePageDocument(name);
  return page ? <PageBlocks name={name} page={page} /> : null;
}
