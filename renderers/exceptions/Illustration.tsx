import type { Illustration as IllustrationKey } from '../../schemas/types.generated.ts';

/** Simple line pictures, drawn in the brand colours; decorative, so hidden from screen readers. */
const PICTURES: Record<IllustrationKey, React.ReactNode> = {
  empty: <path d="M30 70h100v50H30zM30 70l20-25h60l20 25M60 95h40" />,
  search: (
    <>
      <circle cx="70" cy="70" r="32" />
      <path d="M94 94l30 30" />
    </>
  ),
  offline: (
    <path d="M30 70a70 70 0 0 1 100 0M48 88a44 44 0 0 1 64 0M66 106a18 18 0 0 1 28 0M40 40l80 80" />
  ),
  serverError: (
    <>
      <rect x="40" y="35" width="80" height="30" rx="6" />
      <rect x="40" y="75" width="80" height="30" rx="6" />
      <path d="M55 50h.01M55 90h.01M70 120l20 10M90 120l-20 10" />
    </>
  ),
  lock: (
    <>
      <rect x="45" y="70" width="70" height="55" rx="8" />
      <path d="M60 70V55a20 20 0 0 1 40 0v15M80 92v12" />
    </>
  ),
  expired: (
    <>
      <circle cx="80" cy="80" r="45" />
      <path d="M80 50v30l20 15" />
    </>
  ),
  notFound: (
    <>
      <path d="M35 120l25-80 20 50 20-30 25 60z" />
      <circle cx="110" cy="45" r="10" />
    </>
  ),
  crash: <path d="M80 35l45 80H35zM80 65v25M80 102v.01" />,
};

export function Illustration({ name }: { name: IllustrationKey }) {
  return (
    <svg className="illustration" viewBox="0 0 160 160" aria-hidden="true" focusable="false">
      <g
        fill="none"
        stroke="currentColor"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {PICTURES[name]}
      </g>
    </svg>
  );
}
