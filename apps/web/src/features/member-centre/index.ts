export { MemberCentreHost } from './components/MemberCentreHost';
