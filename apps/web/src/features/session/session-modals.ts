import { createContext, useContext } from 'react';

export type SessionModals = { openLogin: () => void; openRegister: () => void };

export const SessionModalsContext = createContext<SessionModals>({
  openLogin: () => {},
  openRegister: () => {},
});

/** Opens the login popup or the register modal from anywhere under the session provider. */
export function useSessionModals(): SessionModals {
  return useContext(SessionModalsContext);
}
