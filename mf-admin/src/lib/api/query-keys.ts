import type {
  AdminReferenceQuery,
  AdminReportQuery,
  AuditLogQuery,
  CommunityQueueQuery,
  ModerationVehicleQuery,
  ReferenceList,
} from '@carclub/contracts';

/** Query keys of the dashboard, one factory per section, all under 'admin'. */
export const adminKeys = {
  all: ['admin'] as const,
  overview: ['admin', 'overview'] as const,
  members: ['admin', 'members'] as const,
  memberList: (query: object) => ['admin', 'members', 'list', query] as const,
  member: (memberId: string) => ['admin', 'members', 'detail', memberId] as const,
  vehicles: ['admin', 'vehicles'] as const,
  vehicleList: (query: ModerationVehicleQuery) => ['admin', 'vehicles', 'list', query] as const,
  vehiclePhotos: (id: string) => ['admin', 'vehicles', 'photos', id] as const,
  community: ['admin', 'community'] as const,
  communityQueue: (query: CommunityQueueQuery) => ['admin', 'community', query] as const,
  reports: ['admin', 'reports'] as const,
  reportList: (query: AdminReportQuery) => ['admin', 'reports', 'list', query] as const,
  reference: ['admin', 'reference'] as const,
  referenceList: (list: ReferenceList, query: AdminReferenceQuery) =>
    ['admin', 'reference', list, query] as const,
  auditLog: ['admin', 'audit-log'] as const,
  auditLogPage: (query: AuditLogQuery) => ['admin', 'audit-log', query] as const,
};
