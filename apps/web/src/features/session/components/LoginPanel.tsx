import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSwitch } from '../../../api/permission';
import { Tabs } from '../../../components/ui/Tabs';
import { useLanguage } from '../../../lib/language';
import { startOauth } from '../api/oauth';
import { useSessionModals } from '../session-modals';
import { FreePlayButton } from './FreePlayButton';
import PopupLoginForm from './PopupLoginForm';
import { SmsLoginForm } from './SmsLoginForm';
import './session-modals.css';

type LoginPanelProps = {
  captchaRequired?: boolean;
  message?: string;
  /** Go to / after logging in (the /login page). */
  home?: boolean;
};

/**
 * Everything a visitor can log in with (spec §2.2, §4): username and password, SMS code (with the phone
 * login switch), free play (with its switch), Google and Facebook; plus forgot password and register.
 */
export function LoginPanel({ captchaRequired, message, home }: LoginPanelProps) {
  const { t } = useTranslation('session');
  const language = useLanguage();
  const { openForgot, openRegister } = useSessionModals();
  // Spec §6: phone login and verification-code login both mean logging in with an SMS code.
  const loginPhone = useSwitch('loginPhone');
  const loginByCode = useSwitch('loginVerificationCode');
  const phoneLogin = loginPhone || loginByCode;
  const freePlay = useSwitch('freePlay');
  const [tab, setTab] = useState<'username' | 'sms'>('username');

  return (
    <div className="login-panel">
      <Tabs
        label={t('login.methods')}
        value={tab}
        onChange={setTab}
        tabs={[
          { key: 'username', label: t('login.byUsername'), testId: 'login-tab-username' },
          ...(phoneLogin ? [{ key: 'sms' as const, label: t('login.bySms'), testId: 'login-tab-sms' }] : []),
        ]}
      />
      {tab === 'sms' && phoneLogin ? (
        <SmsLoginForm home={home} />
      ) : (
        <PopupLoginForm captchaRequired={captchaRequired} message={message} home={home} />
      )}
      <div className="session-links">
        <button type="button" className="session-link" onClick={openForgot} data-testid="login-forgot">
          {t('login.forgot')}
        </button>
        <span>
          {t('login.noAccount')}{' '}
          <button type="button" className="session-link" onClick={openRegister} data-testid="login-register">
            {t('register.submit')}
          </button>
        </span>
      </div>
      {freePlay ? <FreePlayButton /> : null}
      <p className="session-divider">
        <span>{t('login.orWith')}</span>
      </p>
      <div className="session-oauth">
        <button
          type="button"
          className="btn btn-ghost session-oauth-button"
          onClick={() => startOauth('google', language)}
          data-testid="oauth-google"
        >
          <span className="session-oauth-mark session-oauth-google" aria-hidden>
            G
          </span>
          {t('login.google')}
        </button>
        <button
          type="button"
          className="btn btn-ghost session-oauth-button"
          onClick={() => startOauth('facebook', language)}
          data-testid="oauth-facebook"
        >
          <span className="session-oauth-mark session-oauth-facebook" aria-hidden>
            f
          </span>
          {t('login.facebook')}
        </button>
      </div>
    </div>
  );
}
