import { MemberFollowsPage } from './member-follows-page';

export const Component = () => <MemberFollowsPage list="followers" />;
