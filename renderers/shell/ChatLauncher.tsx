import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { isFramed } from '../../domain/routing/framedPage.ts';
import { chatWidgetVisible } from '../../domain/shell/chatWidgetVisible.ts';
import { useBrand } from '../../runtime/brand/BrandContext.ts';
import { trackChatbotEvent } from '../../runtime/events/chatbotEvents.ts';
import { IN_WEB_VIEW } from '../../runtime/platform/clientPlatform.ts';
import { firstTimeFor } from '../../runtime/storage/tabEventStates.ts';
import { lazyNamed } from '../lazyNamed.ts';
import './shellWidgets.css';

/** Loaded when first opened: most pages never open it. */
const ChatHelpPanel = lazyNamed(() => import('./ChatHelpPanel.tsx'), 'ChatHelpPanel');

/** The once-only event of the launcher's first showing in this browser. */
export const CHAT_SHOWN_EVENT = 'chatbot.shown';

/**
 * The chat widget's launcher, on the pages where the spec lets it sit (learning-experience §2):
 * a button that opens a help panel with the brand's support contacts. There is no chat service
 * behind it; the panel says how to reach people who answer.
 */
export function ChatLauncher() {
  const { pathname, search } = useLocation();
  const { brand } = useBrand().docs;
  const visible = chatWidgetVisible({
    chatbotOn: brand.switches.chatbot,
    inWebView: IN_WEB_VIEW,
    framed: isFramed(new URLSearchParams(search)),
    path: pathname,
  });
  // The panel belongs to the page it was opened on: moving on (or to a page without the
  // widget) closes it.
  const [openOn, setOpenOn] = useState<string>();
  const open = visible && openOn === pathname;
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (visible && firstTimeFor(CHAT_SHOWN_EVENT)) trackChatbotEvent('shown', { path: pathname });
  }, [visible, pathname]);

  if (!visible) return null;
  const toggle = () => {
    trackChatbotEvent(open ? 'closed' : 'opened', { path: pathname });
    setOpenOn(open ? undefined : pathname);
  };
  const close = () => {
    trackChatbotEvent('closed', { path: pathname });
    setOpenOn(undefined);
    button.current?.focus();
  };
  return (
    <div className="chat-launcher">
      {open && (
        <Suspense fallback={null}>
          <ChatHelpPanel id={panelId} onClose={close} />
        </Suspense>
      )}
      <button
        ref={button}
        type="button"
        className="chat-launcher__button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={toggle}
      >
        <span aria-hidden="true" className="chat-launcher__icon">
          ?
        </span>
        <FormattedMessage id="shell.chat.open" />
      </button>
    </div>
  );
}
