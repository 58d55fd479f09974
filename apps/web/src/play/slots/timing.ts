/** How long each part of a spin takes on screen, in milliseconds: normal play and turbo. */
export type SlotTiming = {
  /** The least time the reels spin (the answer usually comes sooner). */
  minSpin: number;
  /** Between one reel stopping and the next. */
  reelGap: number;
  /** A reel's landing bounce (keep in step with the CSS). */
  land: number;
  /** The "n free spins" banner. */
  featureIntro: number;
  /** All wins at once; then each win, when shown one by one (0: not shown one by one). */
  highlightAll: number;
  highlightEach: number;
  /** A free spin's reels spinning. */
  freeSpin: number;
  /** The feature's total before the round ends. */
  featureEnd: number;
  /** A big win's count-up. */
  countUp: number;
  /** Between two autoplay spins. */
  autoPause: number;
};

export const NORMAL_TIMING: SlotTiming = {
  minSpin: 650,
  reelGap: 170,
  land: 260,
  featureIntro: 1600,
  highlightAll: 1100,
  highlightEach: 950,
  freeSpin: 450,
  featureEnd: 1500,
  countUp: 3200,
  autoPause: 350,
};

export const TURBO_TIMING: SlotTiming = {
  minSpin: 160,
  reelGap: 45,
  land: 140,
  featureIntro: 700,
  highlightAll: 450,
  highlightEach: 0,
  freeSpin: 120,
  featureEnd: 650,
  countUp: 1300,
  autoPause: 120,
};
