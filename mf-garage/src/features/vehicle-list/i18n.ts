const en = {
  addCar: 'Add a car',
  publicIntro:
    "The community's garages: filter by make, fuel or status to find the cars you care about.",
  loading: 'Loading vehicles…',
  resultCount_one: '{{total}} vehicle found',
  resultCount_other: '{{total}} vehicles found',
  filters: {
    label: 'Search and filters',
    search: 'Search',
    searchHint: 'Name, make, model or VIN',
    status: 'Status',
    anyStatus: 'All statuses',
    fuelType: 'Fuel',
    anyFuelType: 'All fuel types',
    transmission: 'Transmission',
    anyTransmission: 'All transmissions',
    driveType: 'Drive',
    anyDriveType: 'All drive types',
    condition: 'Condition',
    anyCondition: 'Any condition',
    manufacturer: 'Make',
    anyManufacturer: 'All makes',
    model: 'Model',
    anyModel: 'All models',
    modelHint: 'Choose a make first',
    clear: 'Clear filters',
  },
  card: {
    owner: 'by {{nickname}}',
    mileage: 'Mileage',
    mileageValue: '{{value}} km',
    power: 'Power',
    powerValue: '{{value}} hp',
    fuel: 'Fuel',
    posts_one: '{{count}} post',
    posts_other: '{{count}} posts',
    logbook_one: '{{count}} logbook entry',
    logbook_other: '{{count}} logbook entries',
    edit: 'Edit',
    editNamed: 'Edit {{name}}',
    delete: 'Delete',
    deleteNamed: 'Delete {{name}}',
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
  publicIntro:
    'Гаражі спільноти: фільтруйте за маркою, пальним чи статусом, щоб знайти авто, які вас цікавлять.',
  loading: 'Завантаження автомобілів…',
  resultCount_one: 'Знайдено {{total}} автомобіль',
  resultCount_few: 'Знайдено {{total}} автомобілі',
  resultCount_many: 'Знайдено {{total}} автомобілів',
  resultCount_other: 'Знайдено {{total}} автомобіля',
  filters: {
    label: 'Пошук і фільтри',
    search: 'Пошук',
    searchHint: 'Назва, марка, модель або VIN',
    status: 'Статус',
    anyStatus: 'Усі статуси',
    fuelType: 'Пальне',
    anyFuelType: 'Будь-яке пальне',
    transmission: 'Коробка передач',
    anyTransmission: 'Будь-яка коробка',
    driveType: 'Привід',
    anyDriveType: 'Усі типи приводу',
    condition: 'Стан',
    anyCondition: 'Будь-який стан',
    manufacturer: 'Марка',
    anyManufacturer: 'Усі марки',
    model: 'Модель',
    anyModel: 'Усі моделі',
    modelHint: 'Спершу оберіть марку',
    clear: 'Скинути фільтри',
  },
  card: {
    owner: 'власник {{nickname}}',
    mileage: 'Пробіг',
    mileageValue: '{{value}} км',
    power: 'Потужність',
    powerValue: '{{value}} к.с.',
    fuel: 'Пальне',
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
