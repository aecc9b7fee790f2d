import type { TranslationOf } from '@carclub/i18n';

const en = {
  title: 'Member',
  loading: 'Loading the member…',
  loadFailed: 'This member could not be loaded.',
  memberSince: 'Member since {{date}}',
  about: 'About',
  location: 'Location',
  birthday: 'Birthday',
  socialLinks: 'Social networks',
  opensInNewTab: '(opens in a new tab)',
  networks: { instagram: 'Instagram', youtube: 'YouTube', tiktok: 'TikTok' },
  counts: { label: 'Activity', vehicles: 'Cars', followers: 'Followers', following: 'Following' },
  garage: {
    title: 'Garage',
    loading: 'Loading the garage…',
    loadFailed: 'The garage could not be loaded.',
    emptyTitle: 'No cars yet',
    emptyDescription: '{{nickname}} has not added a car yet.',
  },
  notFound: {
    title: 'No such member',
    description:
      'There is no member with this nickname. They may have changed it, or the link may be mistyped.',
    browse: 'Browse cars',
  },
  own: {
    note: 'This is how other members and visitors see your profile.',
    edit: 'Edit profile',
    viewPublic: 'View public page',
  },
};

const uk: TranslationOf<typeof en> = {
  title: 'Учасник',
  loading: 'Завантаження учасника…',
  loadFailed: 'Не вдалося завантажити учасника.',
  memberSince: 'На CarClub з {{date}}',
  about: 'Про себе',
  location: 'Місце',
  birthday: 'День народження',
  socialLinks: 'Соцмережі',
  opensInNewTab: '(відкриється в новій вкладці)',
  networks: { instagram: 'Instagram', youtube: 'YouTube', tiktok: 'TikTok' },
  counts: { label: 'Активність', vehicles: 'Авто', followers: 'Читачі', following: 'Стежить' },
  garage: {
    title: 'Гараж',
    loading: 'Завантаження гаража…',
    loadFailed: 'Не вдалося завантажити гараж.',
    emptyTitle: 'Поки що без авто',
    emptyDescription: '{{nickname}} ще не додав(ла) жодного авто.',
  },
  notFound: {
    title: 'Такого учасника немає',
    description: 'Учасника з таким нікнеймом немає. Можливо, його змінили або в посиланні помилка.',
    browse: 'Переглянути авто',
  },
  own: {
    note: 'Так ваш профіль бачать інші учасники й відвідувачі.',
    edit: 'Редагувати профіль',
    viewPublic: 'Переглянути публічну сторінку',
  },
};

export const memberProfileTexts = { en, uk };
