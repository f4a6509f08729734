import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface InfoLinkProps {
  /** An internal path of the route table or an absolute https address. */
  to: string;
  className?: string;
  children: ReactNode;
}

/** A link of a page document: through the router inside the app, a plain link elsewhere. */
export function InfoLink({ to, className, children }: InfoLinkProps) {
  if (to.startsWith('/'))
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    );
  return (
    <a href={to} className={className} rel="noopener noreferrer">
      {children}
    </a>
  );
}
