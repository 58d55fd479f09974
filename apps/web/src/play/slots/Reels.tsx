import type { SlotModel } from '@app/games';
import { memo, useMemo } from 'react';
import { SymbolTile } from './SymbolTile';
import { blurStrip } from './slot-model';
import type { SlotTheme } from './themes';
import { type Highlight, isLit } from './win-sequence';

type Props = {
  model: SlotModel;
  theme: SlotTheme;
  window: string[][];
  spinning: boolean[];
  landings: number[];
  highlight: Highlight | null;
  turbo: boolean;
};

/**
 * The reels: each spins as a looping strip (a CSS transform animation) until the server's window lands on it,
 * reel by reel, with a small bounce. Lit cells glow, the others dim; a line win draws its line.
 */
export function Reels({ model, theme, window, spinning, landings, highlight, turbo }: Props) {
  const lineShape =
    highlight?.kind === 'line' && model.kind === 'lines' ? (model.lines[highlight.line - 1] ?? null) : null;
  return (
    <div
      className={`reels${highlight ? ' has-highlight' : ''}${turbo ? ' turbo' : ''}`}
      style={{ '--cols': model.reels.length, '--rows': model.rows } as React.CSSProperties}
      data-testid="slot-reels"
    >
      {window.map((column, reel) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: reels are positions
          key={reel}
          className="reel"
          data-testid={`reel-${reel}`}
          data-state={spinning[reel] ? 'spinning' : 'stopped'}
        >
          {spinning[reel] ? (
            <SpinningStrip model={model} theme={theme} reel={reel} />
          ) : (
            <div className="reel-cells" key={landings[reel]} data-landed={landings[reel]! > 0 || undefined}>
              {column.map((symbol, row) => (
                <div
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions
                  key={row}
                  className={`cell${isLit(highlight, reel, row) ? ' lit' : ''}`}
                  data-symbol={symbol}
                >
                  <SymbolTile symbol={symbol} theme={theme} />
                </div>
              ))}
            </div>
          )}
        </div>
      ))}
      {lineShape && <PaylineOverlay shape={lineShape} rows={model.rows} />}
    </div>
  );
}

const SpinningStrip = memo(function SpinningStrip({
  model,
  theme,
  reel,
}: {
  model: SlotModel;
  theme: SlotTheme;
  reel: number;
}) {
  const symbols = useMemo(() => {
    const stretch = blurStrip(model, reel);
    return [...stretch, ...stretch];
  }, [model, reel]);
  return (
    <div
      className="reel-strip"
      style={{ '--strip': symbols.length } as React.CSSProperties}
      aria-hidden="true"
    >
      {symbols.map((symbol, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a decorative loop
        <div key={i} className="cell">
          <SymbolTile symbol={symbol} theme={theme} />
        </div>
      ))}
    </div>
  );
});

function PaylineOverlay({ shape, rows }: { shape: readonly number[]; rows: number }) {
  const points = shape.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`).join(' ');
  return (
    <svg
      className="payline"
      viewBox={`0 0 ${shape.length * 100} ${rows * 100}`}
      preserveAspectRatio="none"
      aria-hidden="true"
    >
      <polyline points={points} vectorEffect="non-scaling-stroke" />
    </svg>
  );
}
