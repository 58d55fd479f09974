import { useState } from 'react';
import type { Translate } from '../i18n/texts';
import type { PlayLanguage } from '../launch-params';
import { shortMoney } from '../money/money';
import { Panel } from '../shell/Panel';
import { AUTOPLAY_SPINS, type AutoplaySettings, LIMIT_MULTIPLES } from './autoplay';
import type { SlotKey } from './slot-texts';

type Props = {
  t: Translate<SlotKey>;
  closeLabel: string;
  lang: PlayLanguage;
  stake: bigint;
  onStart: (settings: AutoplaySettings) => void;
  onClose: () => void;
};

/** Autoplay's choices: the number of spins, a loss limit and a single-win limit (multiples of the stake). */
export function AutoplayPanel({ t, closeLabel, lang, stake, onStart, onClose }: Props) {
  const [spins, setSpins] = useState<number>(AUTOPLAY_SPINS[0]);
  const [lossLimit, setLossLimit] = useState<bigint | null>(null);
  const [winLimit, setWinLimit] = useState<bigint | null>(null);
  const limits = LIMIT_MULTIPLES.map((multiple) => (multiple === null ? null : multiple * stake));

  const limitRow = (name: string, value: bigint | null, set: (value: bigint | null) => void) => (
    <div className="chip-row">
      {limits.map((limit) => (
        <button
          type="button"
          key={String(limit)}
          className="chip"
          aria-pressed={limit === value}
          data-testid={`${name}-${limit === null ? 'none' : String(limit)}`}
          onClick={() => set(limit)}
        >
          {limit === null ? t('noLimit') : shortMoney(limit, lang)}
        </button>
      ))}
    </div>
  );

  return (
    <Panel title={t('autoplay')} closeLabel={closeLabel} onClose={onClose} testId="autoplay-panel">
      <fieldset className="choice-group">
        <legend>{t('autoSpins')}</legend>
        <div className="chip-row">
          {AUTOPLAY_SPINS.map((count) => (
            <button
              type="button"
              key={count}
              className="chip"
              aria-pressed={count === spins}
              data-testid={`autoplay-spins-${count}`}
              onClick={() => setSpins(count)}
            >
              {count}
            </button>
          ))}
        </div>
      </fieldset>
      <fieldset className="choice-group">
        <legend>{t('lossLimit')}</legend>
        {limitRow('loss-limit', lossLimit, setLossLimit)}
      </fieldset>
      <fieldset className="choice-group">
        <legend>{t('winLimit')}</legend>
        {limitRow('win-limit', winLimit, setWinLimit)}
      </fieldset>
      <button
        type="button"
        className="button primary wide"
        data-testid="autoplay-start"
        onClick={() => onStart({ spins, lossLimit, singleWinLimit: winLimit })}
      >
        {t('startAuto', { n: spins })}
      </button>
    </Panel>
  );
}
