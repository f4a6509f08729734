/** Small inline icons (no icon font, nothing to download); all decorative, hidden from readers. */
const ICON = { width: 16, height: 16, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false };

export function LockIcon() {
  return (
    <svg {...ICON} className="icon">
      <path
        fill="currentColor"
        d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Z"
      />
    </svg>
  );
}

export function ClockIcon() {
  return (
    <svg {...ICON} className="icon">
      <path
        fill="currentColor"
        d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 5v4.6l3.2 3.2-1.4 1.4L11 12.4V7h2Z"
      />
    </svg>
  );
}

export function PlayIcon() {
  return (
    <svg {...ICON} className="icon">
      <path fill="currentColor" d="M8 5v14l11-7L8 5Z" />
    </svg>
  );
}

export function ChevronIcon({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg {...ICON} className="icon">
      <path
        fill="currentColor"
        d={
          direction === 'next'
            ? 'm9 6 6 6-6 6-1.4-1.4 4.6-4.6-4.6-4.6L9 6Z'
            : 'm15 6 1.4 1.4-4.6 4.6 4.6 4.6L15 18l-6-6 6-6Z'
        }
      />
    </svg>
  );
}
