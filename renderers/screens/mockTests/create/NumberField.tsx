import type { ReactNode, Ref } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Bounds, NumberProblem } from '../../../../domain/customTest/customTestChoice.ts';

export interface NumberFieldProps {
  ref: Ref<HTMLInputElement>;
  id: string;
  label: ReactNode;
  value: string;
  bounds: Bounds;
  /** Shown once the student has tried to go on. */
  problem: NumberProblem | undefined;
  problemText: ReactNode;
  onChange: (value: string) => void;
}

/** A whole-number field with its allowed range as a hint and, when refused, the reason. */
export function NumberField({
  ref,
  id,
  label,
  value,
  bounds,
  problem,
  problemText,
  onChange,
}: NumberFieldProps) {
  const possible = bounds.max >= bounds.min;
  const described = [possible && `${id}hint`, problem && `${id}error`].filter(Boolean).join(' ');
  return (
    <div className="test-field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={ref}
        id={id}
        type="number"
        inputMode="numeric"
        step={1}
        min={bounds.min}
        max={Math.max(bounds.min, bounds.max)}
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {possible && (
        <span id={`${id}hint`} className="test-muted">
          <FormattedMessage id="test.create.settings.hint" values={{ ...bounds }} />
        </span>
      )}
      {problem && (
        <span id={`${id}error`} className="test-error">
          {problemText}
        </span>
      )}
    </div>
  );
}
