import type { TranslationOf } from '@carclub/i18n';

import { vehicleFieldNames as names } from '../../lib/vehicle-field-names';

const en = {
  loading: 'Loading the car…',
  /** What the car is, after its own name: "2012 Volkswagen Golf". */
  headline: '{{year}} {{make}} {{model}}',
  /** The name when it adds something to the headline: "Blue Thunder (2012 Volkswagen Golf)". */
  namedTitle: '{{name}} ({{headline}})',
  /** The document title before the site name: "2012 Volkswagen Golf · ann". */
  documentTitle: '{{title}} · {{nickname}}',
  heroAlt: '{{name}}, {{headline}}',
  noPhoto: 'No photos yet',
  owner: 'Owner',
  edit: 'Edit',
  counts: {
    label: 'Activity',
    posts: 'Posts',
    logbookEntries: 'Logbook entries',
  },
  description: 'About this car',
  gallery: {
    title: 'Photos',
  },
  specs: {
    title: 'Specifications',
    general: 'General',
    engine: 'Engine and drivetrain',
    performance: 'Performance',
    consumption: 'Fuel consumption',
    bodyType: names.en.bodyType,
    color: names.en.color,
    mileage: names.en.mileage,
    condition: names.en.condition,
    vin: names.en.vin,
    fuelType: names.en.fuelType,
    transmission: names.en.transmission,
    driveType: names.en.driveType,
    engineCapacity: names.en.engineCapacity,
    enginePower: names.en.enginePower,
    acceleration: '0–100 km/h',
    topSpeed: names.en.topSpeed,
    weight: names.en.weight,
    city: 'City',
    highway: 'Highway',
    combined: 'Combined',
  },
  units: {
    litres: '{{value}} L',
    horsepower: '{{value}} hp',
    kilometres: '{{value}} km',
    kilograms: '{{value}} kg',
    seconds: '{{value}} s',
    kilometresPerHour: '{{value}} km/h',
    litresPer100km: '{{value}} L/100 km',
  },
  features: 'Features',
  modifications: 'Modifications',
  notFound: {
    title: 'Car not found',
    description:
      'There is no car at this address. Its owner may have removed it, or the link may be mistyped.',
    browse: 'Browse cars',
  },
};

const uk: TranslationOf<typeof en> = {
  loading: 'Завантажуємо авто…',
  headline: '{{make}} {{model}} {{year}}',
  namedTitle: '{{name}} ({{headline}})',
  documentTitle: '{{title}} · {{nickname}}',
  heroAlt: '{{name}}, {{headline}}',
  noPhoto: 'Фото ще немає',
  owner: 'Власник',
  edit: 'Редагувати',
  counts: {
    label: 'Активність',
    posts: 'Дописи',
    logbookEntries: 'Записи в бортовому журналі',
  },
  description: 'Про це авто',
  gallery: {
    title: 'Фото',
  },
  specs: {
    title: 'Характеристики',
    general: 'Загальне',
    engine: 'Двигун і трансмісія',
    performance: 'Динаміка',
    consumption: 'Витрата пального',
    bodyType: names.uk.bodyType,
    color: names.uk.color,
    mileage: names.uk.mileage,
    condition: names.uk.condition,
    vin: names.uk.vin,
    fuelType: names.uk.fuelType,
    transmission: names.uk.transmission,
    driveType: names.uk.driveType,
    engineCapacity: names.uk.engineCapacity,
    enginePower: names.uk.enginePower,
    acceleration: '0–100 км/год',
    topSpeed: names.uk.topSpeed,
    weight: names.uk.weight,
    city: 'Місто',
    highway: 'Траса',
    combined: 'Змішаний цикл',
  },
  units: {
    litres: '{{value}} л',
    horsepower: '{{value}} к.с.',
    kilometres: '{{value}} км',
    kilograms: '{{value}} кг',
    seconds: '{{value}} с',
    kilometresPerHour: '{{value}} км/год',
    litresPer100km: '{{value}} л/100 км',
  },
  features: 'Оснащення',
  modifications: 'Модифікації',
  notFound: {
    title: 'Авто не знайдено',
    description:
      'За цією адресою авто немає. Можливо, власник його видалив або в посиланні помилка.',
    browse: 'Переглянути авто',
  },
};

/** The `garage:page.*` texts; composed into the namespace by `src/i18n`. */
export const vehiclePageTexts = { en, uk };
