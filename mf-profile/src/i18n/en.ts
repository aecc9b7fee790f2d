export const en = {
  profile: {
    title: 'Profile',
    description: 'Your public profile with avatar and cover is coming soon.',
  },
  settings: {
    title: 'Settings',
    description: 'Profile, notification and security settings are coming soon.',
  },
  notifications: {
    title: 'Notifications',
    description: 'Your notifications will appear here.',
  },
  billing: {
    title: 'Billing',
    description: 'Plans and payments for promotions are coming later.',
  },
  analytics: {
    title: 'Analytics',
    description: 'Views and reach of your cars and posts are coming later.',
  },
  comingSoon: 'Coming soon',
};
