import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSwitch } from '../../../api/permission';
import { Modal } from '../../../components/ui/Modal';
import { Tabs } from '../../../components/ui/Tabs';
import { useSessionModals } from '../session-modals';
import { ForgotByEmail } from './ForgotByEmail';
import { ForgotByPhone } from './ForgotByPhone';
import './session-modals.css';

/** forgetPassModal (spec §4): by e-mail (a reset link), or by phone when recoverByPhone is on. */
export default function ForgotPasswordModal() {
  const { t } = useTranslation('session');
  const { close } = useSessionModals();
  const byPhone = useSwitch('recoverByPhone');
  const [tab, setTab] = useState<'email' | 'phone'>('email');
  return (
    <Modal open onClose={close} title={t('forgot.title')} width={480} testId="forgot-modal">
      <Tabs
        label={t('forgot.methods')}
        value={tab}
        onChange={setTab}
        tabs={[
          { key: 'email', label: t('forgot.byEmail'), testId: 'forgot-tab-email' },
          ...(byPhone
            ? [{ key: 'phone' as const, label: t('forgot.byPhone'), testId: 'forgot-tab-phone' }]
            : []),
        ]}
      />
      {tab === 'phone' && byPhone ? <ForgotByPhone /> : <ForgotByEmail />}
    </Modal>
  );
}
