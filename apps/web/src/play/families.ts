import type { StudioFamily } from '@app/contracts';
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyChunk } from '../lib/lazy-page';

/**
 * One screen per family, each its own chunk: a slot player downloads the slot code only.
 */
export const SCREENS: Partial<Record<StudioFamily, LazyExoticComponent<ComponentType>>> = {
  slots: lazyChunk(() => import('./slots/SlotScreen')),
  'dice-mini': lazyChunk(() => import('./instant/dice-mini/DiceMiniScreen')),
  'bau-cua': lazyChunk(() => import('./instant/bau-cua/BauCuaScreen')),
  'xoc-dia': lazyChunk(() => import('./instant/xoc-dia/XocDiaScreen')),
  rps: lazyChunk(() => import('./instant/rps/RpsScreen')),
  wheel: lazyChunk(() => import('./instant/wheel/WheelScreen')),
  plinko: lazyChunk(() => import('./instant/plinko/PlinkoScreen')),
  mines: lazyChunk(() => import('./instant/mines/MinesScreen')),
  hilo: lazyChunk(() => import('./instant/hilo/HiLoScreen')),
  crash: lazyChunk(() => import('./instant/crash/CrashScreen')),
  table: lazyChunk(() => import('./tables/TableScreen')),
  pvp: lazyChunk(() => import('./pvp/PvpScreen')),
  fish: lazyChunk(() => import('./fish/FishScreen')),
};
