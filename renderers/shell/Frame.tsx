import { Suspense, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { ExamLocalePromptSlot } from './ExamLocalePromptSlot.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { PasswordPromptSlot } from './PasswordPromptSlot.tsx';
import { ShellWidgets } from './ShellWidgets.tsx';
import { PlayerSlot } from '../screens/learn/player/PlayerSlot.tsx';
import { useBareFrame } from '../../runtime/routing/useBareFrame.ts';
import { lazyNamed } from '../lazyNamed.ts';

const SmartBanner = lazyNamed(() => import('./SmartBanner.tsx'), 'SmartBanner');

export const MAIN_CONTENT_ID = 'main-content';

/**
 * The page frame around every route: skip link, header, main region, footer. Web views and framed
 * pages get the main region alone (runtime/routing/useBareFrame.ts). While the exam/locale prompt
 * is open the page content is hidden and the header and footer are inert (shell spec §4).
 */
export function Frame({ children }: { children: ReactNode }) {
  const bare = useBareFrame();
  const [promptOpen, setPromptOpen] = useState(false);
  if (bare)
    return (
      <>
        <main id={MAIN_CONTENT_ID} tabIndex={-1}>
          {children}
        </main>
        <PlayerSlot />
        <ShellWidgets bare />
      </>
    );
  return (
    <>
      <div className="frame-part" inert={promptOpen}>
        <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
          <FormattedMessage id="shell.skipToContent" />
        </a>
        <Suspense fallback={null}>
          <SmartBanner />
        </Suspense>
        <Header />
      </div>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} hidden={promptOpen}>
        {children}
      </main>
      <ExamLocalePromptSlot onOpenChange={setPromptOpen} />
      <div className="frame-part" inert={promptOpen}>
        <Footer />
      </div>
      {!promptOpen && <PasswordPromptSlot />}
      <PlayerSlot />
      <ShellWidgets />
    </>
  );
}
