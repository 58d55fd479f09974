import { useQuery } from '@tanstack/react-query';
import { KeyRound, Link2, Mail, ShieldCheck, Smartphone, WalletCards } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { meQuery } from '../../../api/me';
import { FormAlert } from '../../../components/ui/FormAlert';
import { Spinner } from '../../../components/ui/Spinner';
import { ErrorState } from '../../../components/ui/StateMessage';
import { useAuthGate } from '../../../lib/auth-gate';
import { formatDateTime } from '../../../lib/format-date';
import { useLanguage } from '../../../lib/language';
import { securityQuery } from '../api/security';
import { ActiveSessions } from '../components/security/ActiveSessions';
import { AuthenticatorPanel } from '../components/security/AuthenticatorPanel';
import { BindContactForm } from '../components/security/BindContactForm';
import { LoginHistory } from '../components/security/LoginHistory';
import { PaymentPasswordForm } from '../components/security/PaymentPasswordForm';
import { ProfileCard } from '../components/security/ProfileCard';
import { SecurityRow } from '../components/security/SecurityRow';
import '../components/security/security.css';

type Row = 'payment' | 'mobile' | 'email' | 'authenticator';

/**
 * The security centre ("my account", spec §2.5): avatar, login and payment passwords, bound mobile and
 * e-mail, the authenticator, third-party sign-ins, recent logins and live sessions.
 */
export default function SecurityCentre() {
  const { t } = useTranslation('memberCentre');
  const language = useLanguage();
  const gate = useAuthGate();
  const member = useQuery(meQuery(language)).data;
  const overview = useQuery(securityQuery(language));
  const [open, setOpen] = useState<Row | null>(null);
  const toggle = (row: Row) => setOpen((current) => (current === row ? null : row));
  const close = () => setOpen(null);

  if (overview.isError) return <ErrorState error={overview.error} onRetry={() => void overview.refetch()} />;
  if (!overview.data || !member) return <Spinner />;
  const data = overview.data;
  const real = !gate.isDemo;
  const action = (row: Row, set: boolean) =>
    real ? (open === row ? t('security.cancel') : set ? t('security.change') : t('security.set')) : undefined;

  return (
    <div className="security-centre" data-testid="security-centre">
      <ProfileCard member={member} canEdit={real} />
      {real ? null : <FormAlert testId="security-demo">{t('security.demo')}</FormAlert>}
      <ul className="security-rows">
        <SecurityRow
          icon={<KeyRound size={18} />}
          title={t('security.password.title')}
          status={
            data.passwordChangedAt
              ? t('security.password.changedAt', { date: formatDateTime(data.passwordChangedAt) })
              : t('security.password.set')
          }
          done
          actionLabel={real ? t('security.change') : undefined}
          onAction={gate.openChangePassword}
          testId="security-password"
        />
        <SecurityRow
          icon={<WalletCards size={18} />}
          title={t('security.payment.title')}
          status={data.hasPaymentPassword ? t('security.payment.set') : t('security.payment.unset')}
          done={data.hasPaymentPassword}
          actionLabel={action('payment', data.hasPaymentPassword)}
          open={open === 'payment'}
          onToggle={() => toggle('payment')}
          testId="security-payment"
        >
          <PaymentPasswordForm onDone={close} />
        </SecurityRow>
        <SecurityRow
          icon={<Smartphone size={18} />}
          title={t('security.mobile.title')}
          status={data.maskedMobile ?? t('security.unbound')}
          done={data.maskedMobile !== null}
          actionLabel={action('mobile', data.maskedMobile !== null)}
          open={open === 'mobile'}
          onToggle={() => toggle('mobile')}
          testId="security-mobile"
        >
          <BindContactForm kind="mobile" rebind={data.maskedMobile !== null} onDone={close} />
        </SecurityRow>
        <SecurityRow
          icon={<Mail size={18} />}
          title={t('security.email.title')}
          status={data.maskedEmail ?? t('security.unbound')}
          done={data.maskedEmail !== null}
          actionLabel={action('email', data.maskedEmail !== null)}
          open={open === 'email'}
          onToggle={() => toggle('email')}
          testId="security-email"
        >
          <BindContactForm kind="email" rebind={data.maskedEmail !== null} onDone={close} />
        </SecurityRow>
        <SecurityRow
          icon={<ShieldCheck size={18} />}
          title={t('security.authenticator.title')}
          status={
            data.authenticatorEnabled
              ? t('security.authenticator.stateOn')
              : t('security.authenticator.stateOff')
          }
          done={data.authenticatorEnabled}
          actionLabel={
            real
              ? open === 'authenticator'
                ? t('security.cancel')
                : data.authenticatorEnabled
                  ? t('security.authenticator.disable')
                  : t('security.authenticator.start')
              : undefined
          }
          open={open === 'authenticator'}
          onToggle={() => toggle('authenticator')}
          testId="security-authenticator"
        >
          <AuthenticatorPanel enabled={data.authenticatorEnabled} onDone={close} />
        </SecurityRow>
        <SecurityRow
          icon={<Link2 size={18} />}
          title={t('security.oauth.title')}
          status={
            data.oauth.length > 0
              ? data.oauth
                  .map((item) =>
                    t('security.oauth.bound', {
                      provider: t(`security.oauth.${item.provider}`),
                      date: formatDateTime(item.boundAt),
                    }),
                  )
                  .join(' · ')
              : t('security.oauth.none')
          }
          done={data.oauth.length > 0}
          testId="security-oauth"
        />
      </ul>
      {real ? (
        <>
          <LoginHistory />
          <ActiveSessions />
        </>
      ) : null}
    </div>
  );
}
