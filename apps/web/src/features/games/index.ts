export { VendorGamesHost } from './components/VendorGamesHost';
