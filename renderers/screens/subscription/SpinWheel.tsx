import { useEffect, useRef, useState } from 'react';
import type { Locale } from '../../../domain/rules/locales.ts';
import { FormattedMessage, useIntl } from 'react-intl';
import { spinCall, spinnerCall, spinnerEligibilityCall } from '../../../domain/contracts/cart.ts';
import { callApi } from '../../../runtime/api/callApi.ts';
import { useCall } from '../../../runtime/api/useCall.ts';
import { trackMonetisationEvent } from '../../../runtime/events/monetisationEvents.ts';
import { useMediaQuery } from '../../../runtime/platform/useMediaQuery.ts';
import { ScreenAlert } from './ScreenAlert.tsx';

/** Whole turns the wheel makes before it stops on the prize, and how long that takes. */
export const SPIN_TURNS = 5;
export const SPIN_DURATION_MS = 3000;
const FULL_TURN_DEG = 360;
/** The slices' colours in turn, from the brand's theme, so neighbouring prizes are told apart. */
const SLICE_COLOURS = [
  'var(--color-surface)',
  'color-mix(in srgb, var(--color-primary) 18%, var(--color-surface))',
  'color-mix(in srgb, var(--color-accent) 22%, var(--color-surface))',
];

/** One slice a prize, each in its colour, starting under the pointer at the top. */
function slicesOf(count: number, slice: number): string {
  const stops = Array.from({ length: count }, (_, i) => {
    // An odd count would put the first colour beside itself where the wheel closes.
    const colour =
      SLICE_COLOURS[
        i === count - 1 && i % SLICE_COLOURS.length === 0 ? 1 : i % SLICE_COLOURS.length
      ];
    return `${colour ?? ''} ${String(i * slice)}deg ${String((i + 1) * slice)}deg`;
  });
  return `conic-gradient(${stops.join(', ')})`;
}

export interface SpinWheelProps {
  planId: string;
  locale: Locale;
  /** The spin put its coupon on the cart: the summary is to be read again. */
  onApplied: () => void;
}

/**
 * The spin wheel, shown only while the child may spin for this plan. The server picks the prize;
 * the wheel turns to it (or jumps there, for those who ask for less motion) and the prize is
 * announced in a live region once it stops.
 */
export function SpinWheel({ planId, locale, onApplied }: SpinWheelProps) {
  const intl = useIntl();
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const eligibility = useCall(spinnerEligibilityCall, { query: { planId } });
  const eligible = eligibility.data?.message === 'ELIGIBLE';
  const prizes = useCall(spinnerCall, eligible ? { query: { locale } } : null);
  const [turn, setTurn] = useState(0);
  const [won, setWon] = useState<{ label: string; code: string; applied: boolean }>();
  const [spinning, setSpinning] = useState(false);
  const [error, setError] = useState<string>();
  // A page left mid-spin reveals nothing: no summary read, no analytics, no state on a gone wheel.
  const revealTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(revealTimer.current), []);

  if (eligibility.data?.message === 'COUPON_AVAILABLE' && eligibility.data.couponCode) {
    return (
      <p className="spin-note">
        <FormattedMessage
          id="subscription.spin.available"
          values={{ code: eligibility.data.couponCode }}
        />
      </p>
    );
  }
  const list = prizes.data?.data.prizes ?? [];
  if ((!eligible || list.length === 0) && !won) return null;

  const slice = FULL_TURN_DEG / Math.max(list.length, 1);
  const spin = () => {
    setSpinning(true);
    setError(undefined);
    callApi(spinCall, { query: { locale } })
      .then(({ body }) => {
        const prize = body.data;
        // Land the middle of the prize's slice under the pointer at the top.
        const stop = FULL_TURN_DEG - (prize.prizeIndex + 0.5) * slice;
        setTurn(SPIN_TURNS * FULL_TURN_DEG + stop);
        const reveal = () => {
          setWon({ label: prize.label, code: prize.couponCode, applied: prize.applied });
          setSpinning(false);
          trackMonetisationEvent('spin', { planId, couponCode: prize.couponCode });
          if (prize.applied) onApplied();
        };
        if (reduceMotion) reveal();
        else revealTimer.current = setTimeout(reveal, SPIN_DURATION_MS);
      })
      .catch(() => {
        setSpinning(false);
        setError('subscription.spin.failed');
      });
  };

  return (
    <section className="spin" aria-labelledby="spin-title">
      <h2 id="spin-title">
        <FormattedMessage id="subscription.spin.title" />
      </h2>
      <div className="spin-stage">
        <span className="spin-pointer" aria-hidden="true" />
        <ol
          className="spin-wheel"
          aria-label={intl.formatMessage({ id: 'subscription.spin.prizes' })}
          style={{
            background: slicesOf(list.length, slice),
            transform: `rotate(${turn}deg)`,
            transitionDuration: reduceMotion ? '0ms' : `${SPIN_DURATION_MS}ms`,
          }}
        >
          {list.map((prize, index) => (
            <li key={prize.couponCode} style={{ transform: `rotate(${(index + 0.5) * slice}deg)` }}>
              <span>{prize.label}</span>
            </li>
          ))}
        </ol>
      </div>
      <button
        type="button"
        className="button primary"
        onClick={spin}
        disabled={spinning || won !== undefined}
      >
        <FormattedMessage id="subscription.spin.button" />
      </button>
      <p aria-live="polite" className="spin-result">
        {won && (
          <FormattedMessage
            id={won.applied ? 'subscription.spin.wonApplied' : 'subscription.spin.won'}
            values={{ prize: won.label, code: won.code }}
          />
        )}
      </p>
      <ScreenAlert messageKey={error} />
    </section>
  );
}
