import type { PayTable, SlotModel } from '@app/games';
import type { Translate } from '../i18n/texts';
import type { PlayLanguage } from '../launch-params';
import { money } from '../money/money';
import { SymbolTile } from './SymbolTile';
import type { SlotKey } from './slot-texts';
import { type SlotTheme, symbolName } from './themes';

type Props = {
  model: SlotModel;
  theme: SlotTheme;
  t: Translate<SlotKey>;
  lang: PlayLanguage;
  /** What one pay-table multiple is worth at the current bet: the line bet, or the coin of a ways slot. */
  unit: bigint;
  stake: bigint;
};

function payRows(table: PayTable | undefined): [number, number][] {
  return Object.entries(table ?? {})
    .map(([count, pay]) => [Number(count), pay ?? 0] as [number, number])
    .filter(([, pay]) => pay > 0)
    .sort((a, b) => b[0] - a[0]);
}

/** The rules page of a slot: each symbol's pays (as amounts at the current bet), wild, scatter, free spins, lines. */
export function Paytable({ model, theme, t, lang, unit, stake }: Props) {
  const order = [
    ...(model.wild ? [model.wild] : []),
    ...model.symbols.filter((symbol) => symbol !== model.wild && symbol !== model.scatter?.symbol),
  ];
  const ways = model.rows ** model.reels.length;
  return (
    <div className="paytable" data-testid="paytable">
      <p>{model.kind === 'lines' ? t('linesRule', { n: model.lines.length }) : t('waysRule', { n: ways })}</p>
      <h3>{t('paytable')}</h3>
      <p className="fine-print">
        {model.kind === 'lines' ? t('paysLine') : t('paysWays', { m: model.betMultiplier })}
      </p>
      <ul className="pay-list">
        {order.map((symbol) => {
          const rows = payRows(model.pays[symbol]);
          return (
            <li key={symbol} className="pay-item" data-testid={`pay-${symbol}`}>
              <SymbolTile symbol={symbol} theme={theme} />
              <div>
                <strong>{symbolName(theme, symbol, lang)}</strong>
                {rows.map(([count, pay]) => (
                  <span key={count} className="pay-row">
                    <b>{count}</b> {pay}× · {money(unit * BigInt(pay), lang)}
                  </span>
                ))}
                {symbol === model.wild && <span className="pay-note">{t('wildRule')}</span>}
              </div>
            </li>
          );
        })}
        {model.scatter && (
          <li className="pay-item" data-testid={`pay-${model.scatter.symbol}`}>
            <SymbolTile symbol={model.scatter.symbol} theme={theme} />
            <div>
              <strong>{symbolName(theme, model.scatter.symbol, lang)}</strong>
              {payRows(model.scatter.pays).map(([count, pay]) => (
                <span key={count} className="pay-row">
                  <b>{count}</b> {pay}× · {money(stake * BigInt(pay), lang)}
                </span>
              ))}
              <span className="pay-note">{t('scatterRule')}</span>
            </div>
          </li>
        )}
      </ul>
      {model.scatter && model.freeSpins && (
        <>
          <h3>{t('freeSpins')}</h3>
          {payRows(model.scatter.freeSpins).map(([count, spins]) => (
            <p key={count}>{t('freeRule', { count, spins })}</p>
          ))}
          <p>{t('freeMultiplier', { m: model.freeSpins.multiplier, max: model.freeSpins.maxSpins })}</p>
        </>
      )}
      {model.kind === 'lines' && (
        <>
          <h3>{t('lineShapes')}</h3>
          <ol className="line-shapes">
            {model.lines.map((shape, index) => (
              <li key={shape.join('')} title={t('lineNumber', { n: index + 1 })}>
                <LineShape shape={shape} rows={model.rows} />
                <span>{index + 1}</span>
              </li>
            ))}
          </ol>
        </>
      )}
      <p className="fine-print">{t('keyboard')}</p>
    </div>
  );
}

function LineShape({ shape, rows }: { shape: readonly number[]; rows: number }) {
  return (
    <svg viewBox={`0 0 ${shape.length * 10} ${rows * 10}`} aria-hidden="true">
      {shape.map((row, reel) =>
        Array.from({ length: rows }, (_, r) => (
          <rect
            // biome-ignore lint/suspicious/noArrayIndexKey: grid positions
            key={`${reel}-${r}`}
            x={reel * 10 + 1}
            y={r * 10 + 1}
            width="8"
            height="8"
            rx="1.5"
            fill={r === row ? 'var(--gold)' : 'rgba(255,255,255,0.15)'}
          />
        )),
      )}
    </svg>
  );
}
