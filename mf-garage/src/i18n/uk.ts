import { FUEL_TYPE_NAMES, TRANSMISSION_NAMES } from '@carclub/contracts';
import type { TranslationOf } from '@carclub/i18n';

import { bookmarksTexts } from '../features/bookmarks/i18n';
import { logbookTexts } from '../features/logbook/i18n';
import { logbookCostsTexts } from '../features/logbook-costs/i18n';
import { logbookImportTexts } from '../features/logbook-import/i18n';
import { remindersTexts } from '../features/reminders/i18n';
import { vehicleFormTexts } from '../features/vehicle-form/i18n';
import { vehicleListTexts } from '../features/vehicle-list/i18n';
import { vehicleMediaTexts } from '../features/vehicle-media/i18n';
import { vehiclePageTexts } from '../features/vehicle-page/i18n';
import { vehiclePostsTexts } from '../features/vehicle-posts/i18n';
import type { en } from './en';

export const uk: TranslationOf<typeof en> = {
  myCars: { title: 'Мої авто' },
  myReminders: { title: 'Мої нагадування' },
  carTools: {
    logbook: 'Бортжурнал',
    reminders: 'Нагадування',
    costs: 'Витрати',
    named: '{{tool}}: {{name}}',
  },
  addCar: { title: 'Додати авто' },
  editCar: { title: 'Редагування авто' },
  cars: { title: 'Авто' },
  vehicle: { title: 'Авто' },
  enums: {
    fuelType: { ...FUEL_TYPE_NAMES.uk },
    transmission: { ...TRANSMISSION_NAMES.uk },
    driveType: { front: 'Передній привід', rear: 'Задній привід', all: 'Повний привід' },
    condition: {
      excellent: 'Відмінний',
      good: 'Добрий',
      fair: 'Задовільний',
      poor: 'Поганий',
      damaged: 'Пошкоджений',
    },
    status: { active: 'У гаражі', selling: 'Продається', sold: 'Продано' },
    currency: { USD: 'Долар США (USD)', EUR: 'Євро (EUR)', UAH: 'Гривня (UAH)' },
    featureCategory: {
      comfort: 'Комфорт',
      safety: 'Безпека',
      tech: 'Технології',
      performance: 'Динаміка',
    },
    modificationCategory: {
      engine: 'Двигун',
      suspension: 'Підвіска',
      exterior: 'Екстер’єр',
      interior: 'Інтер’єр',
      wheelsAndTires: 'Колеса та шини',
    },
  },
  list: vehicleListTexts.uk,
  form: vehicleFormTexts.uk,
  media: vehicleMediaTexts.uk,
  page: vehiclePageTexts.uk,
  logbook: logbookTexts.uk,
  posts: vehiclePostsTexts.uk,
  costs: logbookCostsTexts.uk,
  bookmarks: bookmarksTexts.uk,
  logbookImport: logbookImportTexts.uk,
  reminders: remindersTexts.uk,
};
