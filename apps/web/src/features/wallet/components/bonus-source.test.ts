import { BONUS_SOURCES } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import en from '../../../i18n/en/wallet.json';
import vi from '../../../i18n/vi/wallet.json';
import { bonusSourceLabel } from './bonus-source';

const TEXTS = { vi, en } as const;

describe('bonus sources on the bonus details page', () => {
  for (const [language, texts] of Object.entries(TEXTS)) {
    it(`labels every source the server names, in ${language.toUpperCase()}`, () => {
      const labels: Record<string, unknown> = texts.bonus.sources;
      for (const source of BONUS_SOURCES) {
        const label = labels[source];
        expect(typeof label === 'string' && label.trim() !== '' && label !== source, `${source}`).toBe(true);
      }
      // no label left over for a source the server no longer names
      expect(Object.keys(labels).sort()).toEqual([...BONUS_SOURCES].sort());
    });
  }

  it('shows a known source by its label, an operator’s own code as written, nothing for none', () => {
    const label = (key: string) =>
      (vi.bonus.sources as Record<string, string>)[key.split('.')[2] ?? ''] ?? key;
    expect(bonusSourceLabel('manual_rebate', label)).toBe('Hoàn trả cược');
    expect(bonusSourceLabel('WELCOME100', label)).toBe('WELCOME100');
    expect(bonusSourceLabel(null, label)).toBe('');
  });
});
