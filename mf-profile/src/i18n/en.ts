import { emailChangeTexts } from '../features/email-change/i18n';
import { passwordChangeTexts } from '../features/password-change/i18n';
import { profileFormTexts } from '../features/profile-form/i18n';
import { signedInDevicesTexts } from '../features/signed-in-devices/i18n';

export const en = {
  profile: {
    title: 'Profile',
    description: 'Your public profile with avatar and cover is coming soon.',
  },
  settings: {
    title: 'Settings',
    loading: 'Loading your settings…',
    loadFailed: 'Your profile could not be loaded.',
    tabs: {
      label: 'Settings sections',
      profile: 'Profile',
      notifications: 'Notifications',
      security: 'Security',
    },
    notifications: {
      title: 'Notification settings are on their way',
      description:
        'Soon you will choose which e-mails and site notifications you get: replies, new followers, news from your clubs.',
    },
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
  profileForm: profileFormTexts.en,
  password: passwordChangeTexts.en,
  devices: signedInDevicesTexts.en,
  emailChange: emailChangeTexts.en,
};
