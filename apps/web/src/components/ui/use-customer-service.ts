import { type Permission, VIP_RANK_ABOVE } from '@app/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthGate } from '../../lib/auth-gate';
import { useToast } from './Toast';

type ServiceEntry = Permission['info']['customerService'][number];

/**
 * Opens customer service in a popup window (spec §7, §9: 440×500 or 440×750): the VIP desk
 * for ranks above 4, live chat otherwise. A blocked popup is reported, never silent.
 */
export function useCustomerService(entries: readonly ServiceEntry[]): () => void {
  const { t } = useTranslation();
  const toast = useToast();
  const { rankLevel } = useAuthGate();
  return useCallback(() => {
    const wanted = rankLevel !== null && rankLevel > VIP_RANK_ABOVE ? 'VIP' : 'LIVECHAT';
    const entry = entries.find((item) => item.csType === wanted) ?? entries[0];
    if (!entry) {
      toast(t('errors.serviceUnavailable'));
      return;
    }
    const height = window.screen.availHeight >= 800 ? 750 : 500;
    const popup = window.open(entry.path, 'customer-service', `width=440,height=${height},resizable=yes`);
    if (!popup) {
      toast(t('errors.popupBlocked'));
      return;
    }
    popup.opener = null;
  }, [entries, rankLevel, toast, t]);
}
