/**
 * How much the sea draws on this device. A frame's main-thread work (the scene's update and the renderer's draw
 * calls) is measured, and the scene climbs from its cheapest quality to the device's best while frames stay cheap;
 * a step that turns out too dear is taken back and the climb ends. An old phone, or a browser drawing without a GPU
 * (where every pixel is drawn on the main thread), thus keeps a cheap sea and a responsive page instead of frames
 * that hold the main thread for tens of milliseconds; a good phone is at its best within a second or two.
 */
export type Quality = {
  /** Canvas pixels per CSS pixel; null: the device's own (at most 2). */
  resolution: number | null;
  maxFps: number;
};

/** Best first. */
export const QUALITY_STEPS: readonly Quality[] = [
  { resolution: null, maxFps: 60 },
  { resolution: 1, maxFps: 60 },
  { resolution: 1, maxFps: 30 },
  { resolution: 0.75, maxFps: 20 },
];

/** Frames averaged before judging. */
const WINDOW = 10;
/** A frame's work under this climbs a step; over DEAR steps back down (a long task is 50 ms; a frame 16.7). */
const CHEAP_MS = 4;
const DEAR_MS = 8;

export type FrameBudget = {
  /** The step in QUALITY_STEPS the scene draws at now. */
  readonly step: number;
  /** Counts one frame's work; true when the step has just changed. */
  frame(workMs: number): boolean;
};

export function frameBudget(steps: readonly Quality[] = QUALITY_STEPS): FrameBudget {
  let step = steps.length - 1;
  let climbing = true;
  let frames = 0;
  let total = 0;
  return {
    get step() {
      return step;
    },
    frame(workMs) {
      if (!(workMs >= 0) || !Number.isFinite(workMs)) return false;
      frames++;
      total += workMs;
      if (frames < WINDOW) return false;
      const average = total / frames;
      frames = 0;
      total = 0;
      if (average > DEAR_MS && step < steps.length - 1) {
        step++;
        climbing = false;
        return true;
      }
      if (!climbing) return false;
      if (average < CHEAP_MS && step > 0) {
        step--;
        return true;
      }
      climbing = false;
      return false;
    },
  };
}
