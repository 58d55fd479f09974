export { LoginForm } from './components/LoginForm';
export { SessionProvider } from './components/SessionProvider';
export { useSessionModals } from './session-modals';
export { type Session, useSession } from './use-session';
