import { Search, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type GameSearchProps = { value: string; onChange: (value: string) => void };

/** The game-name search box; the list follows it after a short pause in typing. */
export function GameSearch({ value, onChange }: GameSearchProps) {
  const { t } = useTranslation('games');
  const id = useId();
  return (
    <div className="game-search">
      <label htmlFor={id} className="visually-hidden">
        {t('search')}
      </label>
      <Search size={18} aria-hidden className="game-search-icon" />
      <input
        id={id}
        type="search"
        className="input game-search-input"
        value={value}
        maxLength={60}
        placeholder={t('searchPlaceholder')}
        onChange={(event) => onChange(event.target.value)}
        data-testid="game-search"
      />
      {value ? (
        <button
          type="button"
          className="btn-icon game-search-clear"
          onClick={() => onChange('')}
          aria-label={t('clearSearch')}
        >
          <X size={16} aria-hidden />
        </button>
      ) : null}
    </div>
  );
}
