/** The instant (arcade/mini) engine families, by folder name. */
export const INSTANT_ENGINES = [
  'crash',
  'mines',
  'plinko',
  'hilo',
  'wheel',
  'dice-mini',
  'bau-cua',
  'xoc-dia',
  'rps',
] as const;
export type InstantEngine = (typeof INSTANT_ENGINES)[number];

/**
 * The catalogue's instant titles and the engine each plays on (each with that engine's DEFAULT_… config
 * unless the operator stores a variant). The two crash titles are two themes of one model.
 */
export const INSTANT_TITLES: readonly { title: string; engine: InstantEngine }[] = [
  { title: 'Mini Gourd Crab Fish', engine: 'bau-cua' },
  { title: 'Mini Xoc Dia', engine: 'xoc-dia' },
  { title: 'Rocket Crash', engine: 'crash' },
  { title: 'Daring Pilot Crash', engine: 'crash' },
  { title: 'Mini Sic Bo', engine: 'dice-mini' },
  { title: 'Treasure Mines', engine: 'mines' },
  { title: 'Lotus Plinko', engine: 'plinko' },
  { title: 'Lucky Wheel', engine: 'wheel' },
  { title: 'Hi-Lo', engine: 'hilo' },
  { title: 'Rock Paper Scissors', engine: 'rps' },
];
