import { blackjackHandTotal, type TableCard } from '@app/games';
import { type CSSProperties, useRef } from 'react';
import type { Translate } from '../../i18n/texts';
import { Card } from '../Card';
import { handClassKey } from '../decision-view';
import type { TablePhase } from '../table-feed';
import type { TableKey } from '../table-texts';

/**
 * The decision tables' felt: the dealer's row (the hidden cards face down while players decide), the cards every
 * player shares (blackjack's start, the poker hand, hold'em's board) and what they make, in words. The shared
 * cards turn over when they are dealt; the dealer's (and hold'em's turn and river) when the decision time ends.
 */

type Props = { outcome: unknown; phase: TablePhase['kind']; x: Translate<TableKey> };

const STEP = 420;
const late = (ms: number) => ({ '--delay': `${ms}ms` }) as CSSProperties;
const won = (ms: number) => ({ '--win-delay': `${ms}ms` }) as CSSProperties;
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const cardsOf = (value: unknown): TableCard[] | null =>
  Array.isArray(value) ? (value as TableCard[]) : null;

/**
 * Did this round's shared cards show before the reveal (the players decided)? Then the reveal turns over only
 * what was hidden, from its start; otherwise it deals everything in order.
 */
function useDealtEarlier(phase: TablePhase['kind']): boolean {
  const seen = useRef(false);
  if (phase === 'deciding') seen.current = true;
  return seen.current;
}

/** A hand's cards: a null is a card face down; each face card turns over after its delay. */
function Cards({ cards, delays }: { cards: (TableCard | null)[]; delays: number[] }) {
  return (
    <div className="tb-hand-cards">
      {cards.map((card, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the cards are positions in the hand
        <Card key={i} card={card} delayMs={delays[i] ?? 0} />
      ))}
    </div>
  );
}

/** `count` places: the cards known so far, face down for the rest. */
const padded = (cards: readonly TableCard[] | null, count: number): (TableCard | null)[] =>
  Array.from({ length: Math.max(count, cards?.length ?? 0) }, (_, i) => cards?.[i] ?? null);

/** A blackjack total as the table says it: "7/17" while soft, "BJ", or a bust. */
export function blackjackTotalText(
  cards: readonly TableCard[],
  x: Translate<TableKey>,
  settled = false,
): string {
  const { total, soft } = blackjackHandTotal(cards);
  if (total > 21) return x('bust');
  if (total === 21 && cards.length === 2) return 'BJ';
  return soft && total < 21 && !settled ? `${total - 10}/${total}` : String(total);
}

function className(handClass: unknown, x: Translate<TableKey>): string {
  const key = handClassKey(handClass);
  return key ? x(key) : '';
}

/** Blackjack: the dealer's up card and hole card (down while players decide, then its draws), the shared start. */
export function BlackjackTable({ outcome, phase, x }: Props) {
  const dealtEarlier = useDealtEarlier(phase);
  const o = isObject(outcome) ? outcome : null;
  const player = cardsOf(o?.player);
  const dealer = cardsOf(o?.dealer);
  const final = o !== null && 'natural' in o;
  // dealing order: player, dealer up, player, dealer hole, then the dealer's draws
  const dealerDelays = padded(dealer, 2).map((_, i) =>
    i === 0 ? STEP : !final ? 0 : dealtEarlier ? (i - 1) * STEP : (i + 2) * STEP,
  );
  const playerDelays = [0, 2 * STEP];
  const done = final ? Math.max(...dealerDelays) + STEP : 3 * STEP;
  const dealerTotal = dealer && dealer.length > 0 ? blackjackTotalText(dealer, x, final) : null;
  return (
    <div className="tb-outcome cards blackjack">
      <div className={`tb-hand dealer${final ? ' shown' : ''}`} data-testid="hand-dealer">
        <h4>
          {x('bjDealer')}
          {dealerTotal && (
            <b className="tb-points tb-late" style={late(final ? done : STEP)} data-testid="dealer-total">
              {dealerTotal}
            </b>
          )}
        </h4>
        <Cards cards={final ? padded(dealer, 2) : [dealer?.[0] ?? null, null]} delays={dealerDelays} />
      </div>
      <div className="tb-hand player" data-testid="hand-player">
        <h4>
          {x('bjPlayer')}
          {player && (
            <b className="tb-points tb-late" style={late(3 * STEP)}>
              {blackjackTotalText(player, x)}
            </b>
          )}
        </h4>
        <Cards cards={padded(player, 2)} delays={playerDelays} />
      </div>
      <p className="tb-verdict" aria-live="polite" data-testid="table-verdict">
        {final && dealer && (
          <span className="tb-late" style={late(done)}>
            {blackjackVerdict(player ?? [], dealer, o?.natural === true, x)}
          </span>
        )}
      </p>
    </div>
  );
}

function blackjackVerdict(
  player: readonly TableCard[],
  dealer: readonly TableCard[],
  natural: boolean,
  x: Translate<TableKey>,
): string {
  const dealerTotal = blackjackHandTotal(dealer).total;
  if (natural) {
    const parts: string[] = [];
    if (dealer.length === 2 && dealerTotal === 21) parts.push(x('dealerBlackjack'));
    if (player.length === 2 && blackjackHandTotal(player).total === 21) parts.push(x('playerBlackjack'));
    return parts.join(' · ');
  }
  return dealerTotal > 21 ? x('dealerBust') : x('dealerHas', { n: dealerTotal });
}

type PokerHand = { cards: TableCard[] | null; handClass: unknown };

const handOf = (value: unknown): PokerHand =>
  isObject(value)
    ? { cards: cardsOf(value.cards), handClass: value.handClass }
    : { cards: null, handClass: null };

/** The showdown in words, and a dealer who did not qualify. */
function showdownWords(o: Record<string, unknown>, x: Translate<TableKey>): string {
  const winner =
    o.showdown === 'player'
      ? x('pokerPlayerWins')
      : o.showdown === 'dealer'
        ? x('pokerDealerWins')
        : x('pokerTie');
  return o.dealerQualifies === false ? `${x('noQualify')} · ${winner}` : winner;
}

/** One side's hand at a poker table: its cards and, once known, what they make. */
function PokerSide({
  side,
  cards,
  delays,
  handClass,
  classDelay,
  result,
  doneMs,
  x,
}: {
  side: 'dealer' | 'player';
  cards: (TableCard | null)[];
  delays: number[];
  handClass: unknown;
  classDelay: number;
  result: 'won' | 'lost' | '';
  doneMs: number;
  x: Translate<TableKey>;
}) {
  const words = className(handClass, x);
  return (
    <div className={`tb-hand ${side} ${result}`} style={won(doneMs)} data-testid={`hand-${side}`}>
      <h4>
        {x(side === 'dealer' ? 'bjDealer' : 'bjPlayer')}
        {words && (
          <b className="tb-points tb-late" style={late(classDelay)} data-testid={`${side}-class`}>
            {words}
          </b>
        )}
      </h4>
      <Cards cards={cards} delays={delays} />
    </div>
  );
}

const sideResult = (o: Record<string, unknown> | null, side: 'dealer' | 'player'): 'won' | 'lost' | '' =>
  !o || !('showdown' in o) || o.showdown === 'tie' ? '' : o.showdown === side ? 'won' : 'lost';

/** Three card poker: the dealer's three cards (down until the decision time ends), the player's three. */
export function ThreeCardPokerTable({ outcome, phase, x }: Props) {
  const dealtEarlier = useDealtEarlier(phase);
  const o = isObject(outcome) ? outcome : null;
  const player = handOf(o?.player);
  const dealer = handOf(o?.dealer);
  const final = dealer.cards !== null;
  const dealerStart = dealtEarlier ? 0 : 3;
  const dealerDelays = [0, 1, 2].map((i) => (dealerStart + i) * STEP);
  const done = final ? (dealerStart + 3) * STEP : 3 * STEP;
  return (
    <div className="tb-outcome cards poker">
      <PokerSide
        side="dealer"
        cards={padded(dealer.cards, 3)}
        delays={dealerDelays}
        handClass={dealer.handClass}
        classDelay={done}
        result={sideResult(o, 'dealer')}
        doneMs={done}
        x={x}
      />
      <PokerSide
        side="player"
        cards={padded(player.cards, 3)}
        delays={[0, STEP, 2 * STEP]}
        handClass={player.handClass}
        classDelay={3 * STEP}
        result={sideResult(o, 'player')}
        doneMs={done}
        x={x}
      />
      <p className="tb-verdict" aria-live="polite" data-testid="table-verdict">
        {final && o && (
          <span className="tb-late" style={late(done)}>
            {showdownWords(o, x)}
          </span>
        )}
      </p>
    </div>
  );
}

/**
 * Casino hold'em: the dealer's two cards, the player's two, the board (the flop shown while players decide, the
 * turn and the river with the dealer's cards after); each side's best hand in words.
 */
export function CasinoHoldemTable({ outcome, phase, x }: Props) {
  const dealtEarlier = useDealtEarlier(phase);
  const o = isObject(outcome) ? outcome : null;
  const final = o !== null && 'board' in o;
  const player = final ? handOf(o?.player) : { cards: cardsOf(o?.player), handClass: o?.handClass };
  const dealer = final ? handOf(o?.dealer) : { cards: null, handClass: null };
  const board = final ? cardsOf(o?.board) : cardsOf(o?.flop);
  // dealt: player 0–1, flop 2–4; revealed after a decision: turn, river, then the dealer's two
  const later = dealtEarlier ? 0 : 5;
  const boardDelays = [2, 3, 4, later, later + 1].map((n, i) => (i < 3 || final ? n * STEP : 0));
  const dealerDelays = [later + 2, later + 3].map((n) => n * STEP);
  const done = final ? (later + 4) * STEP : 5 * STEP;
  return (
    <div className="tb-outcome cards holdem">
      <PokerSide
        side="dealer"
        cards={padded(dealer.cards, 2)}
        delays={dealerDelays}
        handClass={dealer.handClass}
        classDelay={done}
        result={sideResult(o, 'dealer')}
        doneMs={done}
        x={x}
      />
      <PokerSide
        side="player"
        cards={padded(player.cards, 2)}
        delays={[0, STEP]}
        handClass={player.handClass}
        classDelay={final ? done : 5 * STEP}
        result={sideResult(o, 'player')}
        doneMs={done}
        x={x}
      />
      <div className="tb-hand board" data-testid="hand-board">
        <h4>{x('boardCards')}</h4>
        <Cards cards={padded(board, 5)} delays={boardDelays} />
      </div>
      <p className="tb-verdict" aria-live="polite" data-testid="table-verdict">
        {final && o && (
          <span className="tb-late" style={late(done)}>
            {showdownWords(o, x)}
          </span>
        )}
      </p>
    </div>
  );
}
