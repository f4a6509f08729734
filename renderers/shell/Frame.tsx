import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

export const MAIN_CONTENT_ID = 'main-content';

/** The page frame around every route: skip link, header, main region, footer. */
export function Frame({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        <FormattedMessage id="shell.skipToContent" />
      </a>
      <Header />
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}
