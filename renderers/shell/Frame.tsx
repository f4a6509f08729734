import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { PasswordPromptSlot } from './PasswordPromptSlot.tsx';
import { PlayerSlot } from '../player/PlayerSlot.tsx';
import { useBareFrame } from '../../runtime/routing/useBareFrame.ts';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * The page frame around every route: skip link, header, main region, footer. Web views and framed
 * pages get the main region alone (runtime/routing/useBareFrame.ts).
 */
export function Frame({ children }: { children: ReactNode }) {
  const bare = useBareFrame();
  if (bare)
    return (
      <>
        <main id={MAIN_CONTENT_ID} tabIndex={-1}>
          {children}
        </main>
        <PlayerSlot />
      </>
    );
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
      <PasswordPromptSlot />
      <PlayerSlot />
    </>
  );
}
