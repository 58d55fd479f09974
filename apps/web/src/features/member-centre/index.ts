export { MemberCentreHost } from './components/MemberCentreHost';
export type { MemberPageRegistry } from './pages';
