import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';

/** Spec §6: a demo account reaching a real-money feature gets in_need_true_account and a confirm button. */
export default function DemoAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('session');
  return (
    <ConfirmDialog
      open
      title={t('demo.title')}
      message={t('demo.message')}
      confirmLabel={t('demo.confirm')}
      onConfirm={onClose}
      testId="demo-dialog"
    />
  );
}
