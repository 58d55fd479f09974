import { FISH_MODELS, type FishModelId, type FishTheme, fishRtp } from '@app/games';
import type { Translate } from '../i18n/texts';
import type { PlayLanguage } from '../launch-params';
import { money, multiplier, percent } from '../money/money';
import type { FishKey } from './fish-texts';
import { fishName } from './fish-theme';

type Props = {
  model: FishModelId;
  theme: FishTheme;
  /** Base stake and levels once the session answered. */
  baseStake: string | null;
  levels: readonly number[];
  f: Translate<FishKey>;
  lang: PlayLanguage;
};

/** The fish game's rules: how a bullet is charged, every kind with its names and multiplier, the RTP. */
export function FishRules({ model, theme, baseStake, levels, f, lang }: Props) {
  const config = FISH_MODELS[model];
  const rtp = fishRtp(config);
  const other: PlayLanguage = lang === 'vi' ? 'en' : 'vi';
  const kinds = [...config.kinds].sort((a, b) => a.multiplier100 - b.multiplier100);
  return (
    <>
      <p>{f('rulesIntro')}</p>
      <p>
        <strong>{f('rulesCharge')}</strong>
      </p>
      <p>{f('rulesCapture')}</p>
      <p data-testid="fish-rules-rtp">{f('rulesRtp', { rtp: percent(rtp.rtp * 100, lang) })}</p>
      {baseStake !== null && (
        <p>{f('rulesLevels', { levels: levels.join(' · '), base: money(baseStake, lang) })}</p>
      )}
      <table className="pay-table fish-pay-table" data-testid="fish-pay-table">
        <thead>
          <tr>
            <th scope="col">{f('fishHead')}</th>
            <th scope="col">{f('multiplierHead')}</th>
            <th scope="col">{f('chanceHead')}</th>
          </tr>
        </thead>
        <tbody>
          {kinds.map((kind) => {
            const odds = rtp.perKind.find((entry) => entry.kind === kind.id);
            return (
              <tr key={kind.id} data-kind={kind.id}>
                <td>
                  {fishName(theme, kind.id, lang)}
                  {kind.boss && <span className="badge fish-boss">{f('boss')}</span>}
                  <br />
                  <small lang={other}>{fishName(theme, kind.id, other)}</small>
                </td>
                <td>{multiplier(kind.multiplier100, lang)}</td>
                <td>{odds ? percent(odds.captureProbability * 100, lang) : '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="fine-print">{f('rulesKeys')}</p>
    </>
  );
}
