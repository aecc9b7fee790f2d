export { MemberProfile, type MemberProfileProps } from './components/member-profile';
export { useMember } from './api/get-member';
