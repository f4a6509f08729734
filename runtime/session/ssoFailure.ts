import { atom, useAtom } from 'jotai';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { REDIRECT_PARAM } from '../../domain/guards/landingAfterLogin.ts';

const LOGIN_PATH = '/login';

/** The login page, coming back afterwards to the page the link opened (unless that was the landing). */
export function loginPathFrom(pathname: string, search = ''): string {
  if (pathname === '/' || pathname.startsWith(LOGIN_PATH)) return LOGIN_PATH;
  const back = new URLSearchParams({ [REDIRECT_PARAM]: pathname + search });
  return `${LOGIN_PATH}?${back.toString()}`;
}

/**
 * Where the router should go once it can: the bootstrap learns of the failure outside the router,
 * and a page load would lose the toast, so the router navigates instead.
 */
export const loginRedirectAtom = atom<string | undefined>(undefined);

export function useLoginRedirect(): void {
  const [target, setTarget] = useAtom(loginRedirectAtom);
  const navigate = useNavigate();
  useEffect(() => {
    if (target === undefined) return;
    setTarget(undefined);
    void navigate(target, { replace: true });
  }, [target, setTarget, navigate]);
}
