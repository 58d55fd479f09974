/**
 * The six faces, in die order (face index 0..5): nai (deer), bầu (gourd), gà (rooster), cá (fish),
 * cua (crab), tôm (shrimp).
 */
export const BAU_CUA_FACES = ['nai', 'bau', 'ga', 'ca', 'cua', 'tom'] as const;
export type BauCuaFace = (typeof BAU_CUA_FACES)[number];

export interface BauCuaConfig {
  /** What a face bet returns when one, two or three dice show the face, in hundredths (stake included). */
  faceReturnX100: readonly [number, number, number];
  maxBetsPerRound: number;
}

/** 1:1 per matching die: 2×, 3×, 4× the stake back; RTP 199/216 = 92.13 %. */
export const DEFAULT_BAU_CUA_CONFIG: BauCuaConfig = { faceReturnX100: [200, 300, 400], maxBetsPerRound: 18 };
