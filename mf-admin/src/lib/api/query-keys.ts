import type { AdminReportQuery, ModerationVehicleQuery } from '@carclub/contracts';

/** Query keys of the dashboard, one factory per section, all under 'admin'. */
export const adminKeys = {
  all: ['admin'] as const,
  overview: ['admin', 'overview'] as const,
  vehicles: ['admin', 'vehicles'] as const,
  vehicleList: (query: ModerationVehicleQuery) => ['admin', 'vehicles', 'list', query] as const,
  vehiclePhotos: (id: string) => ['admin', 'vehicles', 'photos', id] as const,
  reports: ['admin', 'reports'] as const,
  reportList: (query: AdminReportQuery) => ['admin', 'reports', 'list', query] as const,
};
