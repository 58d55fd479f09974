export { cardRoutes } from './routes.ts';
export { findCard, listBanks, listCards, maskAccountNumber } from './service.ts';
