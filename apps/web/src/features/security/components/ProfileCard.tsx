import { AVATAR_MAX_BYTES, type MemberInfo } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Camera } from 'lucide-react';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshMember } from '../../../api/me';
import { FormAlert } from '../../../components/ui/FormAlert';
import { useToast } from '../../../components/ui/Toast';
import { useLanguage } from '../../../lib/language';
import { useSubmit } from '../../../lib/use-submit';
import { avatarQuery, chooseAvatar, securityKeys, uploadAvatar } from '../api/security';

const ACCEPTED = ['image/png', 'image/jpeg'];

/** The member's name and avatar: pick one of the static pictures or upload a PNG/JPG of at most 2 MB. */
export function ProfileCard({ member, canEdit }: { member: MemberInfo; canEdit: boolean }) {
  const { t } = useTranslation('security');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const toast = useToast();
  const submit = useSubmit();
  const fileInput = useRef<HTMLInputElement>(null);
  const [picking, setPicking] = useState(false);
  const avatar = useQuery({ ...avatarQuery(language), enabled: picking });
  const current = avatar.data?.url ?? member.avatar.url;

  const saved = async () => {
    await Promise.all([
      refreshMember(queryClient),
      queryClient.invalidateQueries({ queryKey: securityKeys.avatar(language) }),
    ]);
    toast(t('avatar.saved'));
  };
  const choose = async (choice: string) => {
    const result = await submit.run(() => chooseAvatar(language, choice));
    if (result.ok) await saved();
  };
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!ACCEPTED.includes(file.type)) {
      submit.setAlert(t('avatar.type'));
      return;
    }
    if (file.size > AVATAR_MAX_BYTES) {
      submit.setAlert(t('avatar.size'));
      return;
    }
    const result = await submit.run(() => uploadAvatar(language, file));
    if (result.ok) await saved();
  };

  return (
    <section className="security-profile" data-testid="security-profile">
      <img
        className="security-avatar"
        src={current}
        alt={t('avatar.alt')}
        width={72}
        height={72}
        data-testid="security-avatar"
      />
      <div className="security-profile-text">
        <p className="security-profile-name" data-testid="security-username">
          {member.account}
        </p>
        <p className="security-note">
          {member.nickname}
          {member.clubLabel.labelName ? ` · ${member.clubLabel.labelName}` : ''}
        </p>
      </div>
      {canEdit ? (
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => setPicking(!picking)}
          aria-expanded={picking}
          data-testid="avatar-change"
        >
          <Camera size={16} aria-hidden />
          {t('avatar.change')}
        </button>
      ) : null}
      {picking ? (
        <div className="security-avatar-picker" data-testid="avatar-picker">
          <ul className="security-avatar-choices">
            {(avatar.data?.choices ?? []).map((choice) => (
              <li key={choice.avatar}>
                <button
                  type="button"
                  className="security-avatar-choice"
                  aria-pressed={avatar.data?.avatarType === 'STATIC' && avatar.data.avatar === choice.avatar}
                  onClick={() => void choose(choice.avatar)}
                  disabled={submit.busy}
                  aria-label={t('avatar.pick', { name: choice.avatar })}
                  data-testid={`avatar-choice-${choice.avatar}`}
                >
                  <img src={choice.url} alt="" width={48} height={48} />
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="btn btn-ghost security-upload"
            onClick={() => fileInput.current?.click()}
            disabled={submit.busy}
          >
            {t('avatar.upload')}
          </button>
          <input
            ref={fileInput}
            type="file"
            accept="image/png,image/jpeg"
            hidden
            onChange={(event) => void upload(event)}
            data-testid="avatar-upload"
          />
          <p className="security-note">{t('avatar.rules')}</p>
          {submit.alert ? <FormAlert testId="avatar-alert">{submit.alert}</FormAlert> : null}
        </div>
      ) : null}
    </section>
  );
}
