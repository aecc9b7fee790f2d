import { FUEL_TYPE_NAMES, TRANSMISSION_NAMES } from '@carclub/contracts';
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

/** Texts of more than one feature: page titles and the labels of the vehicle enumerations. */
const shared = {
  myCars: { title: 'My vehicles' },
  myReminders: { title: 'My reminders' },
  carTools: {
    logbook: 'Logbook',
    reminders: 'Reminders',
    costs: 'Costs',
    named: '{{tool}}: {{name}}',
  },
  addCar: { title: 'Add a car' },
  editCar: { title: 'Edit vehicle' },
  cars: { title: 'Cars' },
  vehicle: { title: 'Vehicle' },
  enums: {
    fuelType: { ...FUEL_TYPE_NAMES.en },
    transmission: { ...TRANSMISSION_NAMES.en },
    driveType: { front: 'Front-wheel drive', rear: 'Rear-wheel drive', all: 'All-wheel drive' },
    condition: {
      excellent: 'Excellent',
      good: 'Good',
      fair: 'Fair',
      poor: 'Poor',
      damaged: 'Damaged',
    },
    status: { active: 'In the garage', selling: 'For sale', sold: 'Sold' },
    currency: { USD: 'US dollar (USD)', EUR: 'Euro (EUR)', UAH: 'Hryvnia (UAH)' },
    featureCategory: {
      comfort: 'Comfort',
      safety: 'Safety',
      tech: 'Technology',
      performance: 'Performance',
    },
    modificationCategory: {
      engine: 'Engine',
      suspension: 'Suspension',
      exterior: 'Exterior',
      interior: 'Interior',
      wheelsAndTires: 'Wheels and tires',
    },
  },
};

export const en = {
  ...shared,
  list: vehicleListTexts.en,
  form: vehicleFormTexts.en,
  media: vehicleMediaTexts.en,
  page: vehiclePageTexts.en,
  logbook: logbookTexts.en,
  posts: vehiclePostsTexts.en,
  costs: logbookCostsTexts.en,
  bookmarks: bookmarksTexts.en,
  logbookImport: logbookImportTexts.en,
  reminders: remindersTexts.en,
};
