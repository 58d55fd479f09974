import type { Language } from '@app/contracts';
import { createContext, useContext } from 'react';
import { betTypeName } from './bet-types';
import { shortNumbers } from './slip';

/**
 * How a slip line, a bet or a chase names its type and writes its numbers. The Vietnamese lottery's names are the
 * default; the other kinds' pages (elott/) provide theirs ("Tài", "Vạn: 7", "Hạng 3: 07"), so the shared lists
 * (SlipLines, Orders, Chases) show every kind in words.
 */
export type LineFormat = {
  typeName: (type: string, language: Language) => string;
  /** The first `shown` numbers as a text, and how many more there are. */
  numbers: (type: string, numbers: readonly string[], shown: number) => { text: string; more: number };
};

export const VN_LINE_FORMAT: LineFormat = {
  typeName: betTypeName,
  numbers: (_type, numbers, shown) => shortNumbers(numbers, shown),
};

const LineFormatContext = createContext<LineFormat>(VN_LINE_FORMAT);

export const LineFormatProvider = LineFormatContext.Provider;

export function useLineFormat(): LineFormat {
  return useContext(LineFormatContext);
}
