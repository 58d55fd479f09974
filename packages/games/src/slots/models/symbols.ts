/** High symbols H1 (best) to H4, low symbols L1 to L5, the wild W and the scatter S; themes name them. */
export const GENERIC_SYMBOLS = ['H1', 'H2', 'H3', 'H4', 'L1', 'L2', 'L3', 'L4', 'L5', 'W', 'S'] as const;
