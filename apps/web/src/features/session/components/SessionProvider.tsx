import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { type AuthGate, AuthGateProvider } from '../../../lib/auth-gate';
import { type SessionModals, SessionModalsContext } from '../session-modals';
import { useSession } from '../use-session';
import { LoginPopup } from './LoginPopup';
import { RegisterModal } from './RegisterModal';

type OpenModal = 'login' | 'register' | null;

/** Gives the app the session's login gate and the login / register modals. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const [open, setOpen] = useState<OpenModal>(null);
  const close = useCallback(() => setOpen(null), []);
  const modals = useMemo<SessionModals>(
    () => ({ openLogin: () => setOpen('login'), openRegister: () => setOpen('register') }),
    [],
  );
  const loggedIn = session.status === 'loggedIn';
  const rankLevel = session.status === 'loggedIn' ? session.rankLevel : null;
  const gate = useMemo<AuthGate>(
    () => ({
      loggedIn,
      rankLevel,
      requireLogin: (onAllowed) => (loggedIn ? onAllowed?.() : setOpen('login')),
    }),
    [loggedIn, rankLevel],
  );

  return (
    <SessionModalsContext.Provider value={modals}>
      <AuthGateProvider value={gate}>
        {children}
        <LoginPopup open={open === 'login'} onClose={close} onRegister={modals.openRegister} />
        <RegisterModal open={open === 'register'} onClose={close} onLogin={modals.openLogin} />
      </AuthGateProvider>
    </SessionModalsContext.Provider>
  );
}
