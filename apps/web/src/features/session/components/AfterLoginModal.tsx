import { Mail, Play, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useUnreadMessages } from '../../../api/messages';
import { BalanceText, useBalanceHidden } from '../../../components/layout/balance';
import { Modal } from '../../../components/ui/Modal';
import { type MemberPage, useMemberCentre } from '../../../lib/member-centre';
import { useSession } from '../use-session';
import './after-login-modal.css';

type AfterLoginModalProps = { firstTimeLogin: boolean; onClose: () => void };

/**
 * The after-login modal (spec §4: after a login that needs no password change, the login info is loaded and shown):
 * the member info of §3.5 (nickname, account, rank label, avatar) and the wallet's of §3.6 (balance, unread
 * messages), with the way on to a deposit, the inbox, or the games.
 */
export default function AfterLoginModal({ firstTimeLogin, onClose }: AfterLoginModalProps) {
  const { t } = useTranslation('session');
  const session = useSession();
  const unread = useUnreadMessages();
  const [balanceHidden] = useBalanceHidden();
  const memberCentre = useMemberCentre();
  if (session.status !== 'loggedIn') return null;
  const { member } = session;

  const openPage = (page: MemberPage) => {
    onClose();
    memberCentre.open(page);
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('afterLogin.title')}
      width={440}
      testId="after-login"
      initialFocus="[data-testid='after-login-play']"
    >
      <div className="after-login">
        <div className="after-login-member">
          <img src={member.avatar.url} alt="" width={56} height={56} className="after-login-avatar" />
          <div className="after-login-who">
            <p className="after-login-greeting" data-testid="after-login-greeting">
              {firstTimeLogin
                ? t('login.welcome', { name: member.nickname })
                : t('afterLogin.welcomeBack', { name: member.nickname })}
            </p>
            <p className="after-login-account">
              <span data-testid="after-login-account">{member.account}</span>
              <span className="after-login-rank" data-testid="after-login-rank">
                {member.clubLabel.labelName}
              </span>
            </p>
          </div>
        </div>
        <dl className="after-login-facts">
          <div className="after-login-fact">
            <dt>{t('afterLogin.balance')}</dt>
            <dd>
              <BalanceText hidden={balanceHidden} testId="after-login-balance" />
            </dd>
          </div>
          <div className="after-login-fact">
            <dt>{t('afterLogin.unread')}</dt>
            <dd data-testid="after-login-unread">{t('afterLogin.unreadCount', { count: unread })}</dd>
          </div>
        </dl>
        <div className="after-login-actions">
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => openPage('depositv2')}
            data-testid="after-login-deposit"
          >
            <Wallet size={16} aria-hidden />
            {t('afterLogin.deposit')}
          </button>
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => openPage('messageV2')}
            data-testid="after-login-inbox"
          >
            <Mail size={16} aria-hidden />
            {t('afterLogin.inbox')}
          </button>
          <button type="button" className="btn btn-gold" onClick={onClose} data-testid="after-login-play">
            <Play size={16} aria-hidden />
            {t('afterLogin.play')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
