export { MaintenancePage } from './components/MaintenancePage';
export { RestrictionPage } from './components/RestrictionPage';
