import { LANGUAGES } from '@app/contracts';
import { Globe } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, setLanguage, useLanguage } from '../../lib/language';
import './language-select.css';

/** The language picker: switches every text at once and refetches server data. */
export function LanguageSelect({ testId = 'lang-picker' }: { testId?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
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
        onChange={(event) => isLanguage(event.target.value) && void setLanguage(event.target.value)}
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
