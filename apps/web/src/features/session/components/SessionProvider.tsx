import type { LoginResult } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { storeMember } from '../../../api/me';
import { useToast } from '../../../components/ui/Toast';
import { type AuthGate, AuthGateProvider } from '../../../lib/auth-gate';
import { setLanguage, useLanguage } from '../../../lib/language';
import { lazyChunk } from '../../../lib/lazy-page';
import {
  type CompleteOptions,
  type LoginPopupOptions,
  type SessionModals,
  SessionModalsContext,
  type VerifyChallenge,
} from '../session-modals';
import { useSession } from '../use-session';
import { OauthReturn } from './OauthReturn';

// Every dialog is its own chunk: /index loads none of them until a visitor asks.
const LoginPopup = lazyChunk(() => import('./LoginPopup'));
const RegisterModal = lazyChunk(() => import('./RegisterModal'));
const ForgotPasswordModal = lazyChunk(() => import('./ForgotPasswordModal'));
const ChangePasswordModal = lazyChunk(() => import('./ChangePasswordModal'));
const SecondVerificationModal = lazyChunk(() => import('./SecondVerificationModal'));
const LogoutDialog = lazyChunk(() => import('./LogoutDialog'));
const DemoAccountDialog = lazyChunk(() => import('./DemoAccountDialog'));
const AfterLoginModal = lazyChunk(() => import('./AfterLoginModal'));

type Dialog =
  | ({ kind: 'login' } & LoginPopupOptions)
  | { kind: 'register' }
  | { kind: 'forgot' }
  | { kind: 'changePassword'; forced: boolean; home: boolean }
  | { kind: 'verify'; challenge: VerifyChallenge; home: boolean }
  | { kind: 'logout' }
  | { kind: 'afterLogin'; firstTimeLogin: boolean }
  | null;

/** Gives the app the session's gate (lib/auth-gate) and the account dialogs. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('session');
  const session = useSession();
  const queryClient = useQueryClient();
  const language = useLanguage();
  const navigate = useNavigate();
  const toast = useToast();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [demoWarning, setDemoWarning] = useState(false);
  /** What to do once a login asked for by a protected action finishes. */
  const resume = useRef<(() => void) | null>(null);

  const close = useCallback(() => {
    resume.current = null;
    setDialog(null);
  }, []);

  const completeLogin = useCallback(
    (result: LoginResult, options: CompleteOptions = {}) => {
      if (result.status === 'verify') {
        setDialog({ kind: 'verify', challenge: result, home: options.home ?? false });
        return false;
      }
      // a login starts in the language the member chose last, on whichever device (spec §7 update language)
      const memberLanguage = result.member.language ?? language;
      storeMember(queryClient, memberLanguage, result.member);
      if (memberLanguage !== language) void setLanguage(memberLanguage);
      if (result.mustChangePassword) {
        resume.current = null;
        if (result.firstTimeLogin) toast(t('login.welcome', { name: result.member.nickname }));
        setDialog({ kind: 'changePassword', forced: true, home: true });
        return true;
      }
      const next = resume.current;
      resume.current = null;
      // The after-login modal greets a first login itself; a login made for a protected action goes on to it instead.
      const afterLogin = options.afterLoginModal === true && next === null;
      if (result.firstTimeLogin && !afterLogin) toast(t('login.welcome', { name: result.member.nickname }));
      setDialog(afterLogin ? { kind: 'afterLogin', firstTimeLogin: result.firstTimeLogin } : null);
      if (options.home) navigate('/');
      // After the new session has rendered: the protected action the login was for.
      if (next) window.setTimeout(next, 0);
      return true;
    },
    [queryClient, language, toast, t, navigate],
  );

  const modals = useMemo<SessionModals>(
    () => ({
      openLogin: (options = {}) => setDialog({ kind: 'login', ...options }),
      openRegister: () => setDialog({ kind: 'register' }),
      openForgot: () => setDialog({ kind: 'forgot' }),
      openChangePassword: () => setDialog({ kind: 'changePassword', forced: false, home: false }),
      openLogout: () => setDialog({ kind: 'logout' }),
      close,
      completeLogin,
    }),
    [close, completeLogin],
  );

  const loggedIn = session.status === 'loggedIn';
  const isDemo = session.status === 'loggedIn' && session.isDemo;
  const rankLevel = session.status === 'loggedIn' ? session.rankLevel : null;
  const gate = useMemo<AuthGate>(
    () => ({
      known: session.status !== 'loading',
      loggedIn,
      rankLevel,
      isDemo,
      requireLogin: (onAllowed, options) => {
        if (loggedIn) {
          onAllowed?.();
          return;
        }
        resume.current = options?.resume && onAllowed ? onAllowed : null;
        setDialog({ kind: 'login' });
      },
      requireRealAccount: (onAllowed) => {
        if (!loggedIn) {
          resume.current = null;
          setDialog({ kind: 'login' });
        } else if (isDemo) {
          setDemoWarning(true);
        } else {
          onAllowed?.();
        }
      },
      openChangePassword: modals.openChangePassword,
      openLogout: modals.openLogout,
    }),
    [session.status, loggedIn, rankLevel, isDemo, modals],
  );

  return (
    <SessionModalsContext.Provider value={modals}>
      <AuthGateProvider value={gate}>
        {children}
        <OauthReturn />
        <Suspense fallback={null}>
          {dialog?.kind === 'login' ? (
            <LoginPopup captchaRequired={dialog.captchaRequired} message={dialog.message} />
          ) : null}
          {dialog?.kind === 'register' ? <RegisterModal onClose={close} /> : null}
          {dialog?.kind === 'forgot' ? <ForgotPasswordModal /> : null}
          {dialog?.kind === 'changePassword' ? (
            <ChangePasswordModal
              forced={dialog.forced}
              onDone={() => {
                setDialog(null);
                if (dialog.home) navigate('/');
              }}
            />
          ) : null}
          {dialog?.kind === 'verify' ? (
            <SecondVerificationModal challenge={dialog.challenge} home={dialog.home} />
          ) : null}
          {dialog?.kind === 'logout' ? <LogoutDialog /> : null}
          {dialog?.kind === 'afterLogin' ? (
            <AfterLoginModal firstTimeLogin={dialog.firstTimeLogin} onClose={close} />
          ) : null}
          {demoWarning ? <DemoAccountDialog onClose={() => setDemoWarning(false)} /> : null}
        </Suspense>
      </AuthGateProvider>
    </SessionModalsContext.Provider>
  );
}
