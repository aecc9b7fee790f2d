import type { TranslationOf } from '@carclub/i18n';
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
import type { en } from './en';

export const uk: TranslationOf<typeof en> = {
  profile: {
    title: 'Профіль',
  },
  settings: {
    title: 'Налаштування',
    loading: 'Завантаження налаштувань…',
    loadFailed: 'Не вдалося завантажити ваш профіль.',
    tabs: {
      label: 'Розділи налаштувань',
      profile: 'Профіль',
      notifications: 'Сповіщення',
      security: 'Безпека',
    },
  },
  notifications: {
    title: 'Сповіщення',
    settingsLink: 'Налаштування сповіщень',
  },
  billing: {
    title: 'Оплата',
    freeTitle: 'CarClub безкоштовний',
    free: 'Членство нічого не коштує: ваш профіль, гараж з усіма авто й фото, дописи, клуби та повідомлення залишаються безкоштовними.',
    plannedTitle: 'Платні можливості, які ми плануємо',
    plannedIntro: 'Згодом для тих, хто хоче більше, ми плануємо необов’язкові платні можливості:',
    planned: {
      promoted:
        'Просування оголошень: ваше авто на продаж першим у пошуку та на головній сторінці.',
      business:
        'Сторінки бізнесу для сервісів і магазинів: години роботи, ціни, відгуки й місце в каталозі.',
      logbook:
        'Розширене сховище бортового журналу: більше фото й документів про обслуговування, ремонти та чеки.',
    },
    noPayments:
      'Зараз нічого платити й не треба додавати картку; тут з’являться ваші тарифи й чеки, щойно вони будуть.',
  },
  analytics: {
    title: 'Аналітика',
  },
  profileForm: profileFormTexts.uk,
  password: passwordChangeTexts.uk,
  member: memberProfileTexts.uk,
  follows: memberFollowsTexts.uk,
  privacy: privacySettingsTexts.uk,
  muting: mutingTexts.uk,
  trustLevel: trustLevelTexts.uk,
  yourData: yourDataTexts.uk,
  vehicleAnalytics: vehicleAnalyticsTexts.uk,
  images: profileImagesTexts.uk,
  devices: signedInDevicesTexts.uk,
  emailChange: emailChangeTexts.uk,
  notificationCentre: notificationCentreTexts.uk,
  notificationPreferences: notificationPreferencesTexts.uk,
};
