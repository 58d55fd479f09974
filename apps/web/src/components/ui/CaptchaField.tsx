import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CaptchaState } from '../../api/captcha';
import { TextField, type TextFieldProps } from './TextField';

type CaptchaFieldProps = Omit<TextFieldProps, 'addon' | 'label'> & { captcha: CaptchaState; label?: string };

/**
 * The image captcha: type what the picture shows; clicking the picture gets another (once a second at most).
 * The picture is shown whole at every width (form.css: it keeps its shape beside the input, from 320 px up).
 */
export function CaptchaField({ captcha, label, testId, ...field }: CaptchaFieldProps) {
  const { t } = useTranslation();
  const image = captcha.captcha?.image;
  const addon = (
    <button
      type="button"
      className="field-captcha"
      onClick={captcha.refresh}
      aria-label={t('form.captchaRefresh')}
      title={t('form.captchaRefresh')}
      data-testid={testId ? `${testId}-refresh` : undefined}
    >
      {image ? (
        // the server draws it 120 × 44: the box keeps that shape before the image arrives, and shows it whole
        <img
          src={image}
          alt={t('form.captchaImage')}
          width={120}
          height={44}
          data-testid={testId ? `${testId}-image` : undefined}
        />
      ) : captcha.failed ? (
        <span className="field-captcha-failed">{t('form.captchaFailed')}</span>
      ) : (
        <RotateCw size={18} aria-hidden className="field-captcha-loading" />
      )}
    </button>
  );
  return (
    <TextField
      {...field}
      label={label ?? t('form.captcha')}
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      maxLength={16}
      addon={addon}
      testId={testId}
    />
  );
}
