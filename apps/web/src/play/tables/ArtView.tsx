import { FaceArt } from '../instant/bau-cua/faces';
import { Die } from '../instant/shared/Die';
import type { Art } from './boards/board-types';

/** A spot's or a badge's small picture: a bầu cua face, dice, coins. Decorative: the text names it. */
export function ArtView({ art }: { art: Art }) {
  switch (art.kind) {
    case 'face':
      return <FaceArt face={art.face} className="tb-face" />;
    case 'dice':
      return (
        <span className="tb-art-dice" aria-hidden="true">
          {art.values.map((value, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the dice are positions
            <Die key={i} value={value} className="tb-die" label={false} />
          ))}
        </span>
      );
    case 'coins':
      return (
        <span className="tb-art-coins" aria-hidden="true">
          {art.coins.map((coin, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the coins are positions
            <i key={i} className={`tb-coin ${coin}`} />
          ))}
        </span>
      );
  }
}
