import { LANGUAGES, type Language } from '@app/contracts';
import { Globe } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { saveMemberLanguage } from '../../api/member-language';
import { useAuthGate } from '../../lib/auth-gate';
import { isLanguage, setLanguage, useLanguage } from '../../lib/language';
import './language-select.css';

/**
 * The language picker: switches every text at once and refetches server data. A logged-in member's choice is also
 * kept by the server (spec §7 update language), so their next login on another device starts in it; should that call
 * fail, the switch here still holds.
 */
export function LanguageSelect({ testId = 'lang-picker' }: { testId?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { loggedIn } = useAuthGate();
  const id = useId();
  const choose = (next: Language) => {
    void setLanguage(next);
    if (loggedIn) saveMemberLanguage(next).catch(() => undefined);
  };
  return (
    <div className="language-select">
      <label htmlFor={id} className="visually-hidden">
        {t('language.label')}
      </label>
      <Globe size={16} aria-hidden className="language-select-icon" />
      <select
        id={id}
        className="language-select-control"
        value={language}
        onChange={(event) => isLanguage(event.target.value) && choose(event.target.value)}
        data-testid={testId}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {t(`language.${code}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
