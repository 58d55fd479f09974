import { siteDateTime } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { KeyRound, Link2, Mail, ShieldCheck, Smartphone, WalletCards } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { meQuery } from '../../../api/me';
import { FormAlert } from '../../../components/ui/FormAlert';
import { Spinner } from '../../../components/ui/Spinner';
import { ErrorState } from '../../../components/ui/StateMessage';
import { useAuthGate } from '../../../lib/auth-gate';
import { useLanguage } from '../../../lib/language';
import { PAYMENT_PASSWORD_TASK, useMemberCentre } from '../../../lib/member-centre';
import { securityQuery } from '../api/security';
import { ActiveSessions } from '../components/ActiveSessions';
import { AuthenticatorPanel } from '../components/AuthenticatorPanel';
import { BindContactForm } from '../components/BindContactForm';
import { LoginHistory } from '../components/LoginHistory';
import { PaymentPasswordForm } from '../components/PaymentPasswordForm';
import { ProfileCard } from '../components/ProfileCard';
import { SecurityRow } from '../components/SecurityRow';
import '../components/security.css';

type Row = 'payment' | 'mobile' | 'email' | 'authenticator';

/**
 * The security centre ("my account", spec §2.5): avatar, login and payment passwords, bound mobile and
 * e-mail, the authenticator, third-party sign-ins, recent logins and live sessions.
 */
export default function SecurityCentre() {
  const { t } = useTranslation('security');
  const language = useLanguage();
  const gate = useAuthGate();
  const member = useQuery(meQuery(language)).data;
  const overview = useQuery(securityQuery(language));
  const memberCentre = useMemberCentre();
  // opened to set the payment password (a withdrawal or a transfer needs it): its form is open, and once it is set
  // the member goes back to where they were
  const task = memberCentre.task?.task === PAYMENT_PASSWORD_TASK ? memberCentre.task : null;
  const [open, setOpen] = useState<Row | null>(task ? 'payment' : null);
  const toggle = (row: Row) => setOpen((current) => (current === row ? null : row));
  const close = () => setOpen(null);
  const paymentSet = () => {
    close();
    if (task?.back) memberCentre.open(task.back);
  };

  if (overview.isError) return <ErrorState error={overview.error} onRetry={() => void overview.refetch()} />;
  if (!overview.data || !member) return <Spinner />;
  const data = overview.data;
  const real = !gate.isDemo;
  const action = (row: Row, set: boolean) =>
    real ? (open === row ? t('cancel') : set ? t('change') : t('set')) : undefined;

  return (
    <div className="security-centre" data-testid="security-centre">
      <ProfileCard member={member} canEdit={real} />
      {real ? null : <FormAlert testId="security-demo">{t('demo')}</FormAlert>}
      <ul className="security-rows">
        <SecurityRow
          icon={<KeyRound size={18} />}
          title={t('password.title')}
          status={
            data.passwordChangedAt
              ? t('password.changedAt', { date: siteDateTime(data.passwordChangedAt) })
              : t('password.set')
          }
          done
          actionLabel={real ? t('change') : undefined}
          onAction={gate.openChangePassword}
          testId="security-password"
        />
        <SecurityRow
          icon={<WalletCards size={18} />}
          title={t('payment.title')}
          status={data.hasPaymentPassword ? t('payment.set') : t('payment.unset')}
          done={data.hasPaymentPassword}
          actionLabel={action('payment', data.hasPaymentPassword)}
          open={open === 'payment'}
          onToggle={() => toggle('payment')}
          testId="security-payment"
        >
          <PaymentPasswordForm onDone={paymentSet} />
        </SecurityRow>
        <SecurityRow
          icon={<Smartphone size={18} />}
          title={t('mobile.title')}
          status={data.maskedMobile ?? t('unbound')}
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
          title={t('email.title')}
          status={data.maskedEmail ?? t('unbound')}
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
          title={t('authenticator.title')}
          status={data.authenticatorEnabled ? t('authenticator.stateOn') : t('authenticator.stateOff')}
          done={data.authenticatorEnabled}
          actionLabel={
            real
              ? open === 'authenticator'
                ? t('cancel')
                : data.authenticatorEnabled
                  ? t('authenticator.disable')
                  : t('authenticator.start')
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
          title={t('oauth.title')}
          status={
            data.oauth.length > 0
              ? data.oauth
                  .map((item) =>
                    t('oauth.bound', {
                      provider: t(`oauth.${item.provider}`),
                      date: siteDateTime(item.boundAt),
                    }),
                  )
                  .join(' · ')
              : t('oauth.none')
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
