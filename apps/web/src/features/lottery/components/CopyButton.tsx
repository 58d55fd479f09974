import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/Toast';

/** Copies a text (a seed, its hash) and says so. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('lottery');
  const toast = useToast();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 1500);
    return () => window.clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      toast(t('vn.copied'));
    } catch {
      toast(t('vn.copyFailed'));
    }
  }

  return (
    <button
      type="button"
      className="btn-icon vnl-copy"
      onClick={() => void copy()}
      aria-label={label}
      title={label}
      data-testid="vnl-copy"
    >
      {copied ? <Check size={16} aria-hidden /> : <Copy size={16} aria-hidden />}
    </button>
  );
}
