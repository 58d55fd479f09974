import { siteDateTime } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/FormAlert';
import { Spinner } from '../../../components/ui/Spinner';
import { ErrorState } from '../../../components/ui/StateMessage';
import { useToast } from '../../../components/ui/Toast';
import { useLanguage } from '../../../lib/language';
import { useSubmit } from '../../../lib/use-submit';
import { securityKeys, sessionsQuery, signOutOthers, signOutSession } from '../api/security';

/** The member's live sessions, this one marked; sign out one of the others, or all of them. */
export function ActiveSessions() {
  const { t } = useTranslation('security');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const toast = useToast();
  const submit = useSubmit();
  const sessions = useQuery(sessionsQuery(language));
  const others = sessions.data?.filter((session) => !session.current) ?? [];

  const after = async (revoked: number) => {
    toast(t('sessions.signedOut', { count: revoked }));
    await queryClient.invalidateQueries({ queryKey: securityKeys.sessions(language) });
  };
  const endOthers = async () => {
    const result = await submit.run(() => signOutOthers(language));
    if (result.ok) await after(result.value.revoked);
  };
  const endOne = async (id: string) => {
    const result = await submit.run(() => signOutSession(language, id));
    if (result.ok) await after(result.value.revoked);
  };

  return (
    <section className="security-section" data-testid="active-sessions">
      <div className="security-section-head">
        <h4 className="security-section-title">{t('sessions.title')}</h4>
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => void endOthers()}
          disabled={submit.busy || others.length === 0}
          data-testid="sessions-sign-out-others"
        >
          {t('sessions.signOutOthers')}
        </button>
      </div>
      {sessions.isError ? (
        <ErrorState error={sessions.error} onRetry={() => void sessions.refetch()} />
      ) : null}
      {sessions.isPending ? <Spinner /> : null}
      {sessions.data ? (
        <ul className="security-sessions">
          {sessions.data.map((session) => (
            <li
              key={session.id}
              className="security-session"
              data-testid="session-row"
              data-current={session.current}
            >
              <div>
                <p className="security-session-device">
                  {session.device}
                  {session.current ? (
                    <span className="security-pill" data-ok="true">
                      {t('sessions.current')}
                    </span>
                  ) : null}
                </p>
                <p className="security-note">
                  {t('sessions.detail', {
                    ip: session.ip || '—',
                    since: siteDateTime(session.createdAt),
                    seen: siteDateTime(session.lastSeenAt),
                  })}
                </p>
              </div>
              {session.current ? null : (
                <button
                  type="button"
                  className="btn btn-ghost"
                  onClick={() => void endOne(session.id)}
                  disabled={submit.busy}
                  data-testid="session-sign-out"
                >
                  {t('sessions.signOut')}
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {submit.alert ? <FormAlert testId="sessions-alert">{submit.alert}</FormAlert> : null}
    </section>
  );
}
