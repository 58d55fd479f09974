import type { StudioFamily } from '@app/contracts';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * One screen per family, each its own chunk: a slot player downloads the slot code only.
 */
export const SCREENS: Partial<Record<StudioFamily, LazyExoticComponent<ComponentType>>> = {
  slots: lazy(() => import('./slots/SlotScreen')),
  'dice-mini': lazy(() => import('./instant/dice-mini/DiceMiniScreen')),
  'bau-cua': lazy(() => import('./instant/bau-cua/BauCuaScreen')),
  'xoc-dia': lazy(() => import('./instant/xoc-dia/XocDiaScreen')),
  rps: lazy(() => import('./instant/rps/RpsScreen')),
  wheel: lazy(() => import('./instant/wheel/WheelScreen')),
  plinko: lazy(() => import('./instant/plinko/PlinkoScreen')),
  mines: lazy(() => import('./instant/mines/MinesScreen')),
  hilo: lazy(() => import('./instant/hilo/HiLoScreen')),
  crash: lazy(() => import('./instant/crash/CrashScreen')),
  table: lazy(() => import('./tables/TableScreen')),
  pvp: lazy(() => import('./pvp/PvpScreen')),
  fish: lazy(() => import('./fish/FishScreen')),
};
