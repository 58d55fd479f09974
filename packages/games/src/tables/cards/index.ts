export {
  type Card,
  cardCode,
  dealCards,
  freshShoe,
  parseCard,
  RANKS,
  type Rank,
  SUITS,
  type Suit,
} from './cards.ts';
