import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { useBrand } from '../../runtime/brand/BrandContext.ts';
import { trackChatbotEvent } from '../../runtime/events/chatbotEvents.ts';
import { CloseButton } from './CloseButton.tsx';

/** Where the help desk lives, when the brand has that module. */
const HELPDESK_PATH = '/helpdesk';

export interface ChatHelpPanelProps {
  id: string;
  onClose: () => void;
}

/**
 * The help panel the chat launcher opens: the brand's support e-mail and phone, and its help desk.
 * Not modal — the page stays usable beside it; focus moves into it on opening and Escape closes it.
 */
export function ChatHelpPanel({ id, onClose }: ChatHelpPanelProps) {
  const { brand } = useBrand().docs;
  const { support } = brand;
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };
  const contacted = (channel: string) => trackChatbotEvent('contact', { channel });
  return (
    // A dialog: Escape anywhere inside it closes it, as in any dialog.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      id={id}
      className="chat-panel"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
    >
      <div className="chat-panel__head">
        <h2 id={titleId} ref={heading} tabIndex={-1}>
          <FormattedMessage id="shell.chat.title" />
        </h2>
        <CloseButton className="chat-panel__close" labelKey="shell.chat.close" onClick={onClose} />
      </div>
      <p>
        <FormattedMessage id="shell.chat.intro" values={{ brand: brand.name }} />
      </p>
      <ul className="chat-panel__contacts">
        <li>
          <a href={`mailto:${support.email}`} onClick={() => contacted('email')}>
            <FormattedMessage id="shell.chat.email" values={{ email: support.email }} />
          </a>
        </li>
        {support.phone && (
          <li>
            <a href={`tel:${support.phone.replaceAll(' ', '')}`} onClick={() => contacted('phone')}>
              <FormattedMessage id="shell.chat.phone" values={{ phone: support.phone }} />
            </a>
          </li>
        )}
        {brand.modules.includes('helpdesk') && (
          <li>
            <Link
              to={HELPDESK_PATH}
              onClick={() => {
                contacted('helpdesk');
                onClose();
              }}
            >
              <FormattedMessage id="shell.chat.helpdesk" />
            </Link>
          </li>
        )}
      </ul>
    </section>
  );
}
