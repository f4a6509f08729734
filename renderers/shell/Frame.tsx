import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { ExamLocalePromptSlot } from './ExamLocalePromptSlot.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { PasswordPromptSlot } from './PasswordPromptSlot.tsx';
import { ShellWidgets } from './ShellWidgets.tsx';
import { PlayerSlot } from '../screens/learn/player/PlayerSlot.tsx';
import { useBareFrame } from '../../runtime/routing/useBareFrame.ts';
import { useFocusFrameActive } from '../../runtime/routing/useFocusFrame.ts';
import { SmartBanner } from './SmartBanner.tsx';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * The page frame around every route: skip link, header, main region, footer. Web views and framed
 * pages get the main region alone (runtime/routing/useBareFrame.ts). So does a screen in focus
 * mode (runtime/routing/useFocusFrame.ts: the mock-test runner from its instructions to the
 * submit), which brings its own bar: the same frame as a web view's, since both want nothing of the
 * site around them, plus a mark its full-width main is styled by. While the exam/locale prompt is
 * open the page content is hidden and the header and footer are inert (shell spec §4).
 */
export function Frame({ children }: { children: ReactNode }) {
  const bare = useBareFrame();
  const focus = useFocusFrameActive();
  const plain = bare || focus;
  const [promptOpen, setPromptOpen] = useState(false);
  // The header keeps its widgets' place (search box, bell); they come after first paint.
  const [headerSlot, setHeaderSlot] = useState<HTMLElement | null>(null);
  // A prompt open when focus mode began was unmounted with it: nothing is open any more.
  if (plain && promptOpen) setPromptOpen(false);
  // One tree in every mode, <main> always in the same place: a screen that switches focus mode
  // on or off (the runner, at its submit) must not be unmounted and started over by the switch.
  return (
    <>
      {!plain && (
        <div className="frame-part" inert={promptOpen}>
          <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
            <FormattedMessage id="shell.skipToContent" />
          </a>
          {/* In the first paint with the header: arriving later, it pushed the page down. */}
          <SmartBanner />
          <Header slotRef={setHeaderSlot} />
        </div>
      )}
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        hidden={promptOpen}
        data-frame={focus ? 'focus' : undefined}
      >
        {children}
      </main>
      {!plain && <ExamLocalePromptSlot onOpenChange={setPromptOpen} />}
      {!plain && (
        <div className="frame-part" inert={promptOpen}>
          <Footer />
        </div>
      )}
      {!plain && !promptOpen && <PasswordPromptSlot />}
      <PlayerSlot />
      <ShellWidgets bare={plain} headerSlot={headerSlot} />
    </>
  );
}
