import { vehicleFieldNames as names } from '../../lib/vehicle-field-names';

const en = {
  addCar: 'Add a car',
  followModel: 'Follow the {{name}}',
  publicIntro:
    "The community's garages: filter by manufacturer, fuel type or status to find the cars you care about.",
  loading: 'Loading vehicles…',
  resultCount_one: '{{total}} vehicle found',
  resultCount_other: '{{total}} vehicles found',
  filters: {
    label: 'Search and filters',
    search: 'Search',
    searchHint: 'Name, manufacturer, model or VIN',
    status: names.en.status,
    anyStatus: 'All statuses',
    fuelType: names.en.fuelType,
    anyFuelType: 'All fuel types',
    transmission: names.en.transmission,
    anyTransmission: 'All transmissions',
    driveType: names.en.driveType,
    anyDriveType: 'All drive types',
    condition: names.en.condition,
    anyCondition: 'Any condition',
    manufacturer: names.en.manufacturer,
    anyManufacturer: 'All manufacturers',
    model: names.en.model,
    anyModel: 'All models',
    modelHint: 'Choose a manufacturer first',
    clear: 'Clear filters',
    toggle: 'Filters',
    toggleChosen: 'Filters ({{count}} chosen)',
  },
  card: {
    owner: 'by {{nickname}}',
    mileage: names.en.mileage,
    mileageValue: '{{value}} km',
    power: names.en.enginePower,
    powerValue: '{{value}} hp',
    fuel: names.en.fuelType,
    posts_one: '{{count}} post',
    posts_other: '{{count}} posts',
    logbook_one: '{{count}} logbook entry',
    logbook_other: '{{count}} logbook entries',
    edit: 'Edit',
    editNamed: 'Edit {{name}}',
    delete: 'Delete',
    deleteNamed: 'Delete {{name}}',
    hidden: 'Hidden by a moderator',
    hiddenReason: 'Reason: “{{reason}}”',
    hiddenHelp: 'Only you see it. Open Edit for what to do.',
  },
  empty: {
    ownTitle: 'Your garage is empty',
    ownDescription:
      'Add your first car: a few details are enough to start, photos and the rest can follow.',
    ownAction: 'Add your first car',
    publicTitle: 'No cars here yet',
    publicDescription: 'When members add their cars, they show up here.',
    publicAction: 'Add your car',
    noResultsTitle: 'No vehicles match these filters',
    noResultsDescription: 'Try another search or fewer filters.',
  },
  error: {
    title: "Couldn't load the vehicles",
  },
  delete: {
    title: 'Delete “{{name}}”?',
    description:
      'The car, its photos and its public page will be removed for good. This cannot be undone.',
    confirm: 'Delete',
    successTitle: 'Vehicle deleted',
    successDescription: '“{{name}}” has been removed from your garage.',
  },
};

/**
 * `TranslationOf` (the English keys with any strings) plus the "few" and "many" forms Ukrainian
 * needs beside each "one"/"other" pair, so a missing or extra key is still a compile error.
 */
type UkrainianOf<T> = {
  [K in keyof T]: T[K] extends string ? string : UkrainianOf<T[K]>;
} & {
  [K in keyof T as K extends `${infer Base}_one` ? `${Base}_few` | `${Base}_many` : never]: string;
};

const uk: UkrainianOf<typeof en> = {
  addCar: 'Додати авто',
  followModel: 'Стежити за моделлю {{name}}',
  publicIntro:
    'Гаражі спільноти: фільтруйте за маркою, типом палива чи статусом, щоб знайти авто, які вас цікавлять.',
  loading: 'Завантаження автомобілів…',
  resultCount_one: 'Знайдено {{total}} автомобіль',
  resultCount_few: 'Знайдено {{total}} автомобілі',
  resultCount_many: 'Знайдено {{total}} автомобілів',
  resultCount_other: 'Знайдено {{total}} автомобіля',
  filters: {
    label: 'Пошук і фільтри',
    search: 'Пошук',
    searchHint: 'Назва, марка, модель або VIN-код',
    status: names.uk.status,
    anyStatus: 'Усі статуси',
    fuelType: names.uk.fuelType,
    anyFuelType: 'Усі типи палива',
    transmission: names.uk.transmission,
    anyTransmission: 'Будь-яка коробка',
    driveType: names.uk.driveType,
    anyDriveType: 'Усі типи приводу',
    condition: names.uk.condition,
    anyCondition: 'Будь-який стан',
    manufacturer: names.uk.manufacturer,
    anyManufacturer: 'Усі марки',
    model: names.uk.model,
    anyModel: 'Усі моделі',
    modelHint: 'Спершу оберіть марку',
    clear: 'Скинути фільтри',
    toggle: 'Фільтри',
    toggleChosen: 'Фільтри (вибрано: {{count}})',
  },
  card: {
    owner: 'власник {{nickname}}',
    mileage: names.uk.mileage,
    mileageValue: '{{value}} км',
    power: names.uk.enginePower,
    powerValue: '{{value}} к.с.',
    fuel: names.uk.fuelType,
    posts_one: '{{count}} допис',
    posts_few: '{{count}} дописи',
    posts_many: '{{count}} дописів',
    posts_other: '{{count}} допису',
    logbook_one: '{{count}} запис у бортжурналі',
    logbook_few: '{{count}} записи в бортжурналі',
    logbook_many: '{{count}} записів у бортжурналі',
    logbook_other: '{{count}} запису в бортжурналі',
    edit: 'Редагувати',
    editNamed: 'Редагувати {{name}}',
    delete: 'Видалити',
    deleteNamed: 'Видалити {{name}}',
    hidden: 'Приховано модератором',
    hiddenReason: 'Причина: «{{reason}}»',
    hiddenHelp: 'Бачите його лише ви. Що робити — на сторінці редагування.',
  },
  empty: {
    ownTitle: 'Ваш гараж порожній',
    ownDescription:
      'Додайте перше авто: для початку вистачить кількох даних, фото й решта — згодом.',
    ownAction: 'Додати перше авто',
    publicTitle: 'Тут поки немає авто',
    publicDescription: 'Щойно учасники додадуть свої авто, вони з’являться тут.',
    publicAction: 'Додати своє авто',
    noResultsTitle: 'Жодне авто не відповідає цим фільтрам',
    noResultsDescription: 'Спробуйте інший запит або менше фільтрів.',
  },
  error: {
    title: 'Не вдалося завантажити автомобілі',
  },
  delete: {
    title: 'Видалити «{{name}}»?',
    description:
      'Авто, його фото й публічну сторінку буде видалено назавжди. Цю дію не можна скасувати.',
    confirm: 'Видалити',
    successTitle: 'Авто видалено',
    successDescription: '«{{name}}» видалено з вашого гаража.',
  },
};

/** The `garage:list.*` texts; composed into the namespace by `src/i18n`. */
export const vehicleListTexts = { en, uk };
