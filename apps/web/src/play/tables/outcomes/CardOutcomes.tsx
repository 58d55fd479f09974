import type { BaccaratOutcome, DragonTigerOutcome, NiuNiuOutcome, TableCard } from '@app/games';
import type { CSSProperties } from 'react';
import type { Translate } from '../../i18n/texts';
import { Card } from '../Card';
import type { TableKey } from '../table-texts';

type Props<O> = { outcome: O | null; x: Translate<TableKey> };

const late = (ms: number) => ({ '--delay': `${ms}ms` }) as CSSProperties;
/** A winning hand lights up once its cards are all face up. */
const won = (ms: number) => ({ '--win-delay': `${ms}ms` }) as CSSProperties;

/** A hand's cards face down until the outcome comes, then turned over one by one in dealing order. */
function Cards({
  cards,
  count,
  delays,
}: {
  cards: readonly TableCard[] | undefined;
  count: number;
  delays: number[];
}) {
  return (
    <div className="tb-hand-cards">
      {cards
        ? cards.map((card, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the cards are positions in the hand
            <Card key={i} card={card} delayMs={delays[i] ?? 0} />
          ))
        : Array.from({ length: count }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: face-down placeholders
            <Card key={i} card={null} />
          ))}
    </div>
  );
}

const BACCARAT_STEP = 450;

/** Baccarat: Player's and Banker's cards dealt in turn (P, B, P, B, then the third cards), totals, the winner. */
export function BaccaratCards({ outcome: o, x }: Props<BaccaratOutcome>) {
  const last = ((o?.player.cards.length ?? 2) + (o?.banker.cards.length ?? 2)) * BACCARAT_STEP;
  const hand = (side: 'player' | 'banker', order: number[]) => (
    <div
      className={`tb-hand ${side}${o?.winner === side ? ' won' : ''}`}
      style={won(last)}
      data-testid={`hand-${side}`}
    >
      <h4>
        {x(side)}
        {o && (
          <b className="tb-points tb-late" style={late(last)}>
            {o[side].total}
          </b>
        )}
      </h4>
      <Cards cards={o?.[side].cards} count={2} delays={order.map((n) => n * BACCARAT_STEP)} />
    </div>
  );
  return (
    <div className="tb-outcome cards baccarat">
      {hand('player', [0, 2, 4])}
      {hand('banker', [1, 3, 5])}
      <p className={`tb-verdict ${o?.winner ?? ''}`} aria-live="polite">
        {o && (
          <span className="tb-late" style={late(last)}>
            {x(o.winner === 'player' ? 'playerWins' : o.winner === 'banker' ? 'bankerWins' : 'tieWins')}
          </span>
        )}
      </p>
    </div>
  );
}

const DT_DONE = 1_100;

/** Dragon Tiger: one card each, the higher wins. */
export function DragonTigerCards({ outcome: o, x }: Props<DragonTigerOutcome>) {
  const side = (name: 'dragon' | 'tiger', delay: number) => (
    <div
      className={`tb-hand ${name}${o?.winner === name ? ' won' : ''}`}
      style={won(DT_DONE)}
      data-testid={`hand-${name}`}
    >
      <h4>{x(name)}</h4>
      <Cards cards={o ? [o[name]] : undefined} count={1} delays={[delay]} />
    </div>
  );
  return (
    <div className="tb-outcome cards dragon-tiger">
      {side('dragon', 0)}
      <span className="tb-versus" aria-hidden="true">
        VS
      </span>
      {side('tiger', 600)}
      <p className={`tb-verdict ${o?.winner ?? ''}`} aria-live="polite">
        {o && (
          <span className="tb-late" style={late(DT_DONE)}>
            {x(o.winner === 'dragon' ? 'dragonWins' : o.winner === 'tiger' ? 'tigerWins' : 'tieWins')}
          </span>
        )}
      </p>
    </div>
  );
}

const SEATS = ['banker', 'player_1', 'player_2', 'player_3'] as const;
const NIU_STEP = 90;

function handName(handClass: NiuNiuOutcome['banker']['handClass'], x: Translate<TableKey>): string {
  if (handClass === 'no_bull') return x('noBull');
  if (handClass === 'bull_bull') return x('bullBull');
  if (handClass === 'five_face') return x('fiveFace');
  return x('bull', { n: handClass.slice(5) });
}

/** Niu Niu: five cards to the banker and each position, dealt round the table; each hand's class; who beat the banker. */
export function NiuNiuCards({ outcome: o, x }: Props<NiuNiuOutcome>) {
  const done = (4 * 4 + 4) * NIU_STEP;
  return (
    <div className="tb-outcome cards niu-niu">
      {SEATS.map((seat, s) => {
        const wins = seat === 'banker' ? null : (o?.beatsBanker[seat] ?? null);
        return (
          <div
            key={seat}
            className={`tb-hand ${seat}${wins === true ? ' won' : wins === false ? ' lost' : ''}`}
            style={won(done)}
            data-testid={`hand-${seat}`}
          >
            <h4>
              {seat === 'banker' ? x('dealer') : x('position', { n: s })}
              {o && (
                <b className="tb-points tb-late" style={late(done)}>
                  {handName(o[seat].handClass, x)}
                  {wins !== null && ` · ${x(wins ? 'beats' : 'loses')}`}
                </b>
              )}
            </h4>
            <Cards
              cards={o?.[seat].cards}
              count={5}
              delays={[0, 1, 2, 3, 4].map((i) => (i * 4 + s) * NIU_STEP)}
            />
          </div>
        );
      })}
    </div>
  );
}
