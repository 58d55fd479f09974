export { MemberCentreHost, preloadMemberCentre } from './components/MemberCentreHost';
export type { MemberPageRegistry } from './pages';
