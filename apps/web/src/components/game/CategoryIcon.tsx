import type { GameCategory } from '@app/contracts';
import { Dices, Fish, Gamepad2, Joystick, Spade, Ticket, Trophy, Tv } from 'lucide-react';

const ICONS = {
  ELOTT: Ticket,
  LOTT: Ticket,
  LIVE: Tv,
  SPORTS: Trophy,
  FISH: Fish,
  RNG: Dices,
  PVP: Spade,
  ESPORTS: Joystick,
} as const;

/** The icon that stands for a game category. */
export function CategoryIcon({ category, size = 18 }: { category: GameCategory; size?: number }) {
  const Icon = ICONS[category] ?? Gamepad2;
  return <Icon size={size} aria-hidden />;
}
