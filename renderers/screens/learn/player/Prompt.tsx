import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface PromptAction {
  label: string;
  onClick: () => void;
}

export interface PromptProps {
  title: string;
  message?: ReactNode;
  /** The first action takes focus when the prompt appears. */
  actions: readonly PromptAction[];
}

/** A small question over the video (resume, close, reload): it takes focus and names itself. */
export function Prompt({ title, message, actions }: PromptProps) {
  const id = useId();
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <div
      className="video-player__layer video-player__prompt"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={message === undefined ? undefined : `${id}-message`}
    >
      <h3 id={`${id}-title`}>{title}</h3>
      {message !== undefined && <p id={`${id}-message`}>{message}</p>}
      <div className="video-player__actions">
        {actions.map((action, index) => (
          <button
            key={action.label}
            ref={index === 0 ? first : undefined}
            type="button"
            onClick={action.onClick}
          >
            {action.label}
          </button>
        ))}
      </div>
    </div>
  );
}
