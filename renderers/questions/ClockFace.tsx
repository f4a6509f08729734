const CENTRE = 50;
const NUMBER_RADIUS = 37;
const HOURS = [12, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;

/** A point at `radius` from the centre, `degrees` clockwise from 12 o'clock. */
function at(degrees: number, radius: number) {
  const radians = (degrees * Math.PI) / 180;
  return { x: CENTRE + radius * Math.sin(radians), y: CENTRE - radius * Math.cos(radians) };
}

function Hand({
  degrees,
  length,
  className,
}: {
  degrees: number;
  length: number;
  className: string;
}) {
  const end = at(degrees, length);
  return <line className={className} x1={CENTRE} y1={CENTRE} x2={end.x} y2={end.y} />;
}

export interface ClockFaceProps {
  /** The time the hands show; no hands when undefined. */
  time: { hours: number; minutes: number } | undefined;
  /** The text alternative: what a sighted student sees, in words. */
  label: string;
}

/**
 * An analogue clock face drawn in SVG: twelve numbers, a mark a minute (longer every five), and
 * the hour hand moving on between the numbers as the minutes pass, as a real clock's does.
 */
export function ClockFace({ time, label }: ClockFaceProps) {
  return (
    <svg className="question-clock__face" viewBox="0 0 100 100" role="img" aria-label={label}>
      <circle className="question-clock__rim" cx={CENTRE} cy={CENTRE} r={48} />
      {Array.from({ length: 60 }, (_, minute) => {
        const outer = at(minute * 6, 46);
        const inner = at(minute * 6, minute % 5 === 0 ? 41 : 43.5);
        return (
          <line
            key={minute}
            className={minute % 5 === 0 ? 'question-clock__tick--hour' : 'question-clock__tick'}
            x1={inner.x}
            y1={inner.y}
            x2={outer.x}
            y2={outer.y}
          />
        );
      })}
      {HOURS.map((hour, i) => {
        const { x, y } = at(i * 30, NUMBER_RADIUS);
        return (
          <text key={hour} className="question-clock__number" x={x} y={y}>
            {hour}
          </text>
        );
      })}
      {time && (
        <>
          <Hand
            className="question-clock__hour-hand"
            degrees={((time.hours % 12) + time.minutes / 60) * 30}
            length={24}
          />
          <Hand className="question-clock__minute-hand" degrees={time.minutes * 6} length={36} />
        </>
      )}
      <circle className="question-clock__pin" cx={CENTRE} cy={CENTRE} r={2} />
    </svg>
  );
}
