import { SLOT_MODELS, type SlotModel } from '@app/games';

/**
 * The maths model a slot title plays (`game.model`): its grid, lines or ways, bet shape and pay table, for the
 * layout before the first spin, the bet selector and the rules page. The same definitions the studio spins
 * with (@app/games); every result still comes from the server.
 */
export function slotModel(id: string): SlotModel | null {
  return SLOT_MODELS[id] ?? null;
}

/** The window shown before the first spin: the top of each base strip. */
export function restingWindow(model: SlotModel): string[][] {
  return model.reels.map((strip) =>
    Array.from({ length: model.rows }, (_, row) => strip[row % strip.length]!),
  );
}

/** Symbols for a spinning reel's blur: a stretch of its strip. */
export function blurStrip(model: SlotModel, reel: number, length = 8): string[] {
  const strip = model.reels[reel] ?? [];
  const start = (reel * 7) % Math.max(1, strip.length);
  return Array.from({ length }, (_, i) => strip[(start + i) % strip.length]!);
}
