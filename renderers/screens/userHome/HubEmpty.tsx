import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A section's zero state: what will show here, and the one step that fills it. */
export function HubEmpty({
  message,
  action,
}: {
  message: ReactNode;
  action?: { to: string; label: ReactNode } | undefined;
}) {
  return (
    <div className="hub-empty">
      <p>{message}</p>
      {action && (
        <Link className="button ghost" to={action.to}>
          {action.label}
        </Link>
      )}
    </div>
  );
}
