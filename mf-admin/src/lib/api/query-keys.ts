/** Query keys of the dashboard, one factory per section, all under 'admin'. */
export const adminKeys = {
  all: ['admin'] as const,
  overview: ['admin', 'overview'] as const,
};
