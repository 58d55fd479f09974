import type { Language, LotteryGame } from '@app/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LineFormat } from '../line-format';
import type { BetTypeRates } from '../slip';
import type { ElottKind } from './groups';
import { decodePositionValue, NO_NUMBER } from './selection';

/** Whether a race is run by boats (the game's name says so) or cars. */
export function racerOf(game: Pick<LotteryGame, 'name'>): 'boat' | 'car' {
  return /boat|thuyền|thuyen/i.test(game.name) ? 'boat' : 'car';
}

const PLACES: Record<number, readonly ('tenThousands' | 'thousands' | 'hundreds' | 'tens' | 'units')[]> = {
  5: ['tenThousands', 'thousands', 'hundreds', 'tens', 'units'],
  4: ['thousands', 'hundreds', 'tens', 'units'],
  3: ['hundreds', 'tens', 'units'],
  2: ['tens', 'units'],
};

export type ElottNames = {
  /** The race's runner, in a sentence ("xe") and at its start ("Xe"). */
  racer: string;
  racerTitle: string;
  typeName: (type: string) => string;
  /** A position's name: the place of a digit ("Vạn"), a race's place ("Hạng 3"), a duel ("Hạng 1 – 10"). */
  position: (rates: Pick<BetTypeRates, 'type' | 'positions'>, position: number) => string;
  /** The line format the shared lists use (SlipLines, Orders, Chases). */
  lineFormat: LineFormat;
};

/** The kind's words: type names, positions and numbers as the slip, the orders and the chases write them. */
export function useElottNames(
  kind: ElottKind,
  game: Pick<LotteryGame, 'name'>,
  betTypes: readonly BetTypeRates[] | null,
): ElottNames {
  const { t } = useTranslation('lottery');
  const racerKind = racerOf(game);
  return useMemo(() => {
    const racer = t(`elott.racer.${racerKind}`);
    const racerTitle = t(`elott.racer.${racerKind}Title`);
    const byType = new Map((betTypes ?? []).map((rates) => [rates.type, rates]));

    const typeName = (type: string) => {
      if (kind === 'four_d' && (type === 'big' || type === 'small')) return t(`elott.type.${type}4d`);
      if (type === 'car') return t('elott.type.car', { racer: racerTitle });
      if (type === 'straight') return t('elott.type.straight', { digits: byType.get(type)?.digits ?? 3 });
      const key = `elott.type.${type}` as 'elott.type.big';
      return t(key, { defaultValue: type });
    };

    const position: ElottNames['position'] = (rates, n) => {
      if (kind === 'pk10') {
        return rates.type === 'dragon' || rates.type === 'tiger'
          ? t('elott.place.duel', { n, m: 11 - n })
          : t('elott.place.rank', { n });
      }
      const place = PLACES[rates.positions]?.[n - 1];
      return place ? t(`elott.place.${place}`) : t('elott.place.position', { n });
    };

    const numberText = (type: string, text: string) => {
      const info = byType.get(type);
      if (text === NO_NUMBER) return '';
      if (info?.selection === 'position') return position(info, Number(text));
      const decoded = info?.selection === 'position_value' ? decodePositionValue(text) : null;
      return info && decoded ? `${position(info, decoded.position)}: ${text.split(':')[1]}` : text;
    };

    const lineFormat: LineFormat = {
      typeName: (type: string, _language: Language) => typeName(type),
      numbers: (type, numbers, shown) => {
        const texts = numbers.map((text) => numberText(type, text)).filter((text) => text !== '');
        const info = byType.get(type);
        const joiner = info?.selection === 'number' || info?.selection === 'set' ? ' ' : ', ';
        return { text: texts.slice(0, shown).join(joiner), more: Math.max(0, texts.length - shown) };
      },
    };
    return { racer, racerTitle, typeName, position, lineFormat };
  }, [t, kind, racerKind, betTypes]);
}
