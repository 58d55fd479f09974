import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '../../lib/theme';

/** Switches between the dark and light themes; the choice is remembered. */
export function ThemeToggle({ testId = 'theme-toggle' }: { testId?: string }) {
  const { t } = useTranslation();
  const { theme, toggleTheme } = useTheme();
  const label = theme === 'dark' ? t('theme.toLight') : t('theme.toDark');
  return (
    <button
      type="button"
      className="btn-icon"
      onClick={toggleTheme}
      aria-label={label}
      title={label}
      data-testid={testId}
      data-theme-current={theme}
    >
      {theme === 'dark' ? <Sun size={20} aria-hidden /> : <Moon size={20} aria-hidden />}
    </button>
  );
}
