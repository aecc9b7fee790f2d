export { MemberProfile, type MemberProfileProps } from './components/member-profile';
export { useMember } from './api/get-member';
export { MemberFollows, type MemberFollowsProps } from './components/member-follows';
export type { FollowsList } from './api/get-follows';
