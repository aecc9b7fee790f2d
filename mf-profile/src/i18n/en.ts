import { notificationPreferencesTexts } from '../features/notification-preferences/i18n';
import { notificationCentreTexts } from '../features/notification-centre/i18n';
import { emailChangeTexts } from '../features/email-change/i18n';
import { passwordChangeTexts } from '../features/password-change/i18n';
import { memberFollowsTexts } from '../features/member-profile/follows-i18n';
import { memberProfileTexts } from '../features/member-profile/i18n';
import { privacySettingsTexts } from '../features/privacy-settings/i18n';
import { profileImagesTexts } from '../features/profile-images/i18n';
import { profileFormTexts } from '../features/profile-form/i18n';
import { vehicleAnalyticsTexts } from '../features/vehicle-analytics/i18n';
import { yourDataTexts } from '../features/your-data/i18n';
import { signedInDevicesTexts } from '../features/signed-in-devices/i18n';
import { mutingTexts } from '../features/muting/i18n';
import { trustLevelTexts } from '../features/trust-level/i18n';

export const en = {
  profile: {
    title: 'Profile',
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
  },
  notifications: {
    title: 'Notifications',
    settingsLink: 'Notification settings',
  },
  billing: {
    title: 'Billing',
    freeTitle: 'CarClub is free',
    free: 'Membership costs nothing: your profile, your garage with every car and photo, posts, clubs and messages stay free.',
    plannedTitle: 'Paid extras we plan',
    plannedIntro: 'Later, for those who want more, we plan optional paid features:',
    planned: {
      promoted:
        'Promoted listings: your car for sale shown first in searches and on the home page.',
      business:
        'Business pages for services and shops: opening hours, prices, reviews and a place in the directory.',
      logbook:
        'Extended logbook storage: more photos and documents of services, repairs and receipts.',
    },
    noPayments:
      'There is nothing to pay now and no card to add; this page will show your plans and receipts once they exist.',
  },
  analytics: {
    title: 'Analytics',
  },
  profileForm: profileFormTexts.en,
  password: passwordChangeTexts.en,
  member: memberProfileTexts.en,
  follows: memberFollowsTexts.en,
  privacy: privacySettingsTexts.en,
  muting: mutingTexts.en,
  trustLevel: trustLevelTexts.en,
  yourData: yourDataTexts.en,
  vehicleAnalytics: vehicleAnalyticsTexts.en,
  images: profileImagesTexts.en,
  devices: signedInDevicesTexts.en,
  emailChange: emailChangeTexts.en,
  notificationCentre: notificationCentreTexts.en,
  notificationPreferences: notificationPreferencesTexts.en,
};
