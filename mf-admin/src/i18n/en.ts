export const en = {
  dashboard: {
    title: 'Admin dashboard',
    description: 'Moderation and site statistics for administrators are coming soon.',
  },
  comingSoon: 'Coming soon',
};
