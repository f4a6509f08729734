import { useIntl } from 'react-intl';

/**
 * The session's guide messages (spec §3, "Practice session"): the service names them by catalog
 * key; one this build has no text for is left out rather than shown as a key.
 */
export function GuideMessages({ ids }: { ids: readonly string[] }) {
  const intl = useIntl();
  const known = ids.filter((id) => Object.hasOwn(intl.messages, id));
  if (known.length === 0) return null;
  return (
    <ul className="practice-guide" aria-label={intl.formatMessage({ id: 'practice.guide.title' })}>
      {known.map((id) => (
        <li key={id}>{intl.formatMessage({ id })}</li>
      ))}
    </ul>
  );
}
