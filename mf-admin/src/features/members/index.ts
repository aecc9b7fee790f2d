export { MemberDetail } from './components/member-detail';
export { MembersTable } from './components/members-table';
