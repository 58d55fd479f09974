import type { PointsReward, Redemption } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshBalance } from '../../../api/balance';
import { FormAlert } from '../../../components/ui/FormAlert';
import { Modal } from '../../../components/ui/Modal';
import { TextField } from '../../../components/ui/TextField';
import { useLanguage } from '../../../lib/language';
import { RequestKey } from '../../../lib/request-key';
import { useMoney } from '../../../lib/use-money';
import { useSubmit } from '../../../lib/use-submit';
import { redeemReward, refreshPoints } from '../api/mall';

type RedeemDialogProps = {
  reward: PointsReward;
  onClose: () => void;
  onRedeemed: (redemption: Redemption) => void;
};

/** Confirms a redemption with the payment password (spec §7: redeem checks the password). */
export function RedeemDialog({ reward, onClose, onRedeemed }: RedeemDialogProps) {
  const { t } = useTranslation('pointsMall');
  const language = useLanguage();
  const money = useMoney();
  const client = useQueryClient();
  const submit = useSubmit();
  const key = useRef(new RequestKey());
  const [password, setPassword] = useState('');

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      submit.setAlert(t('passwordNeeded'));
      return;
    }
    const requestId = key.current.for(reward.id);
    const result = await submit.run(() =>
      redeemReward(language, { rewardId: reward.id, paymentPassword: password, requestId }),
    );
    if (result.ok) {
      key.current.renew();
      onRedeemed(result.value);
    }
    await Promise.all([refreshPoints(client), refreshBalance(client)]);
  };

  return (
    <Modal open onClose={onClose} title={t('confirmTitle')} width={420} testId="redeem-dialog">
      <form className="mall-redeem-form" onSubmit={(event) => void send(event)} noValidate>
        <p data-testid="redeem-summary">
          {t('confirmText', {
            reward: reward.name,
            points: money.format(reward.points, { symbol: false }),
            amount: money.format(reward.amount),
          })}
        </p>
        <TextField
          label={t('paymentPassword')}
          type="password"
          autoComplete="off"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          testId="redeem-password"
        />
        {submit.alert ? <FormAlert testId="redeem-error">{submit.alert}</FormAlert> : null}
        <div className="mall-redeem-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('cancel')}
          </button>
          <button
            type="submit"
            className="btn btn-primary"
            disabled={submit.busy}
            data-testid="redeem-submit"
          >
            {submit.busy ? t('redeeming') : t('redeem')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
