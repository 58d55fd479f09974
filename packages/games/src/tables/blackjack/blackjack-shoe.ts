import { type RandomSource, randomInt } from '../../fair/index.ts';
import { type Card, freshShoe } from '../cards/index.ts';
import { BLACKJACK_DECKS } from './blackjack-config.ts';

/** The fresh shoe in freshShoe order (deck by deck, suit by suit, ace to king), built once and frozen. */
const SHOE: readonly Readonly<Card>[] = Object.freeze(
  freshShoe(BLACKJACK_DECKS).map((card) => Object.freeze(card)),
);
const SHOE_SIZE = SHOE.length;

/** Read once (an imported binding is a getter call under the test transform; this runs per card). */
const pickBelow = randomInt;

/** A card drawn from the round's shoe, and the randomInt result that drew it. */
export interface BlackjackDraw {
  card: Readonly<Card>;
  offset: number;
}

/**
 * The round's next card, drawn lazily from its own full shoe exactly as `dealCards(source, 8, n)` deals its n-th
 * card: with `offsets` the randomInt results drawn so far (i of them), the next is randomInt(source, 416 − i) into
 * the cards left, i.e. position i + offset of the Fisher–Yates shuffle after i steps. That position's card is found
 * by undoing the i earlier swaps (step k swapped positions k and k + offsets[k]), so the round keeps no shoe, only
 * its offsets: the cards of a round, in the order drawn, are the first cards of dealCards(source, 8, n).
 */
export function drawBlackjackCard(offsets: readonly number[], source: RandomSource): BlackjackDraw {
  const dealt = offsets.length;
  if (dealt >= SHOE_SIZE) throw new RangeError('blackjack: the shoe is empty');
  const offset = pickBelow(source, SHOE_SIZE - dealt);
  let position = dealt + offset;
  for (let step = dealt - 1; step >= 0; step--) {
    const swapped = step + (offsets[step] as number);
    if (position === swapped) position = step;
    else if (position === step) position = swapped;
  }
  return { card: SHOE[position] as Readonly<Card>, offset };
}
