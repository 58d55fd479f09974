import { ArrowLeftRight, ReceiptText, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMemberCentre } from '../../../lib/member-centre';

const POINTS = [
  { key: 'balance', Icon: Wallet },
  { key: 'noTransfer', Icon: ArrowLeftRight },
  { key: 'record', Icon: ReceiptText },
] as const;

/** How single-wallet play works here: the balance is the main wallet, no transfers, every round recorded. */
export function SeamlessHow() {
  const { t } = useTranslation('gameLaunch');
  const memberCentre = useMemberCentre();
  return (
    <ol className="seamless-how" data-testid="seamless-how">
      {POINTS.map(({ key, Icon }) => (
        <li key={key} className="seamless-point">
          <span className="seamless-point-icon" aria-hidden>
            <Icon size={22} />
          </span>
          <div className="seamless-point-body">
            <h2 className="seamless-point-title">{t(`seamless.how.${key}.title`)}</h2>
            <p className="seamless-point-text">{t(`seamless.how.${key}.text`)}</p>
            {key === 'record' ? (
              <button
                type="button"
                className="seamless-link"
                onClick={() => memberCentre.open('personalHistoryCopy')}
                data-testid="seamless-record"
              >
                {t('seamless.how.record.open')}
              </button>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
