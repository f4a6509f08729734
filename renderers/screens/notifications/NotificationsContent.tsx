import { useAtomValue } from 'jotai';
import { useCallback, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useCatalogParts } from '../../../runtime/i18n/CatalogParts.ts';
import { localeAtom } from '../../../runtime/i18n/localeAtom.ts';
import { useDocumentTitle } from '../learn/useDocumentTitle.ts';
import { NotificationInbox } from './NotificationInbox.tsx';
import { NotificationPreferences } from './NotificationPreferences.tsx';
import './notifications.css';

/** The notifications screen's content: the student's inbox and, below it, how they want to be told. */
export function NotificationsContent() {
  useCatalogParts('userHome');
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const title = intl.formatMessage({ id: 'notifications.title' });
  useDocumentTitle(title);
  const heading = useRef<HTMLHeadingElement>(null);
  const returnFocus = useCallback(() => heading.current?.focus(), []);
  return (
    <section className="notifications-screen" aria-labelledby="notifications-title">
      <h1 id="notifications-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <NotificationInbox key={locale} locale={locale} returnFocus={returnFocus} />
      <NotificationPreferences />
    </section>
  );
}
