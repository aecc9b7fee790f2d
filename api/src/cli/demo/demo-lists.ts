import type { Sex, VehicleFeatures } from '@carclub/contracts';

/** A name as it is written (`native`) and its Latin spelling for nicknames. */
export interface DemoName {
  latin: string;
  native: string;
}

export interface DemoFirstName extends DemoName {
  sex: Sex;
}

const names = (pairs: ReadonlyArray<readonly [string, string]>): DemoName[] =>
  pairs.map(([latin, native]) => ({ latin, native }));

/** The first `males` names are men's names, the rest women's. */
const firstNames = (
  males: number,
  pairs: ReadonlyArray<readonly [string, string]>,
): DemoFirstName[] =>
  names(pairs).map((name, index) => ({ ...name, sex: index < males ? 'male' : 'female' }));

const capitalised = (latin: readonly string[]) =>
  latin.map((name) => [name, name[0]!.toUpperCase() + name.slice(1)] as const);

export const UKRAINIAN_FIRST_NAMES = firstNames(12, [
  ['oleksandr', 'Олександр'],
  ['andrii', 'Андрій'],
  ['dmytro', 'Дмитро'],
  ['serhii', 'Сергій'],
  ['taras', 'Тарас'],
  ['bohdan', 'Богдан'],
  ['yurii', 'Юрій'],
  ['mykola', 'Микола'],
  ['ivan', 'Іван'],
  ['vasyl', 'Василь'],
  ['maksym', 'Максим'],
  ['volodymyr', 'Володимир'],
  ['olena', 'Олена'],
  ['iryna', 'Ірина'],
  ['oksana', 'Оксана'],
  ['nataliia', 'Наталія'],
  ['kateryna', 'Катерина'],
  ['yuliia', 'Юлія'],
  ['sofiia', 'Софія'],
  ['mariia', 'Марія'],
  ['viktoriia', 'Вікторія'],
  ['anastasiia', 'Анастасія'],
]);

export const UKRAINIAN_LAST_NAMES = names([
  ['koval', 'Коваль'],
  ['shevchenko', 'Шевченко'],
  ['bondarenko', 'Бондаренко'],
  ['kovalenko', 'Коваленко'],
  ['tkachenko', 'Ткаченко'],
  ['kravchenko', 'Кравченко'],
  ['melnyk', 'Мельник'],
  ['boiko', 'Бойко'],
  ['moroz', 'Мороз'],
  ['lysenko', 'Лисенко'],
  ['savchenko', 'Савченко'],
  ['petrenko', 'Петренко'],
  ['hrytsenko', 'Гриценко'],
  ['romaniuk', 'Романюк'],
  ['kuzmenko', 'Кузьменко'],
  ['marchenko', 'Марченко'],
]);

export const ENGLISH_FIRST_NAMES = firstNames(
  7,
  capitalised([
    'james',
    'oliver',
    'jack',
    'harry',
    'mike',
    'tom',
    'daniel',
    'emma',
    'olivia',
    'sophie',
    'kate',
    'lucy',
    'grace',
    'anna',
  ]),
);

export const ENGLISH_LAST_NAMES = names(
  capitalised([
    'smith',
    'brown',
    'taylor',
    'wilson',
    'evans',
    'walker',
    'clarke',
    'wright',
    'hughes',
    'green',
    'baker',
    'hall',
  ]),
);

/** Hobby words for nicknames such as `drift-taras` or `bmw_fan`. */
export const NICKNAME_WORDS = [
  'drift',
  'garage',
  'turbo',
  'retro',
  'speed',
  'classic',
  'offroad',
  'tuning',
  'fan',
  'rider',
];

/**
 * Where demo members live: mostly Ukraine, some neighbours and English-speaking countries. Places
 * whose country or state is missing from the reference data are skipped by the seed.
 */
export interface DemoPlace {
  countryId: string;
  stateId: string;
  city: string;
  weight: number;
}

export const UKRAINIAN_PLACES: readonly DemoPlace[] = [
  { countryId: 'UA', stateId: 'UA-30', city: 'Київ', weight: 30 },
  { countryId: 'UA', stateId: 'UA-32', city: 'Бровари', weight: 5 },
  { countryId: 'UA', stateId: 'UA-46', city: 'Львів', weight: 12 },
  { countryId: 'UA', stateId: 'UA-63', city: 'Харків', weight: 10 },
  { countryId: 'UA', stateId: 'UA-51', city: 'Одеса', weight: 10 },
  { countryId: 'UA', stateId: 'UA-12', city: 'Дніпро', weight: 9 },
  { countryId: 'UA', stateId: 'UA-23', city: 'Запоріжжя', weight: 5 },
  { countryId: 'UA', stateId: 'UA-05', city: 'Вінниця', weight: 4 },
  { countryId: 'UA', stateId: 'UA-26', city: 'Івано-Франківськ', weight: 3 },
  { countryId: 'UA', stateId: 'UA-61', city: 'Тернопіль', weight: 3 },
  { countryId: 'UA', stateId: 'UA-53', city: 'Полтава', weight: 3 },
  { countryId: 'UA', stateId: 'UA-21', city: 'Ужгород', weight: 2 },
];

export const FOREIGN_PLACES: readonly DemoPlace[] = [
  { countryId: 'PL', stateId: 'PL-14', city: 'Warszawa', weight: 4 },
  { countryId: 'PL', stateId: 'PL-12', city: 'Kraków', weight: 2 },
  { countryId: 'DE', stateId: 'DE-BE', city: 'Berlin', weight: 3 },
  { countryId: 'DE', stateId: 'DE-BY', city: 'München', weight: 2 },
  { countryId: 'GB', stateId: 'GB-LND', city: 'London', weight: 3 },
  { countryId: 'US', stateId: 'US-CA', city: 'Los Angeles', weight: 2 },
  { countryId: 'US', stateId: 'US-NY', city: 'New York', weight: 2 },
  { countryId: 'CA', stateId: 'CA-ON', city: 'Toronto', weight: 1 },
];

/** Makes seen most on Ukrainian roads get most of the demo vehicles. */
export const POPULAR_MAKES: Readonly<Record<string, number>> = {
  volkswagen: 12,
  toyota: 11,
  skoda: 10,
  renault: 7,
  hyundai: 6,
  kia: 6,
  bmw: 7,
  'mercedes-benz': 7,
  audi: 6,
  nissan: 4,
  ford: 5,
  chevrolet: 3,
  mazda: 3,
  mitsubishi: 3,
  honda: 3,
  lexus: 2,
  tesla: 2,
  zaz: 3,
  daewoo: 3,
  lada: 3,
};

export const FEATURE_CHOICES: Readonly<
  Record<Exclude<keyof VehicleFeatures, 'custom'>, readonly string[]>
> = {
  comfort: [
    'Climate control',
    'Heated seats',
    'Cruise control',
    'Leather interior',
    'Panoramic roof',
    'Keyless entry',
    'Підігрів керма',
  ],
  safety: [
    'ABS',
    'ESP',
    'Lane assist',
    'Blind spot monitor',
    'Rear camera',
    'Parking sensors',
    '6 airbags',
  ],
  tech: [
    'Apple CarPlay',
    'Android Auto',
    'Navigation',
    'Head-up display',
    'LED headlights',
    'Premium audio',
  ],
  performance: ['Sport suspension', 'Limited-slip differential', 'Launch control', 'Sport exhaust'],
};

export const DESCRIPTIONS: readonly string[] = [
  'Щоденний автомобіль для міста і дачі. Обслуговується вчасно.',
  'Куплена у першого власника, вся історія обслуговування є.',
  'Проєкт вихідного дня: потроху відновлюю.',
  'Сімейний автомобіль, їздимо на море щоліта.',
  'Daily driver, serviced every 10 000 km.',
  'Weekend toy. Track days in spring and autumn.',
  'Bought it in Germany, drove it home myself.',
  'Restored over two winters in my garage.',
];

/** Nicknames car owners give their cars; otherwise the car is called by its make and model. */
export const CAR_NICKNAMES: readonly string[] = [
  'Ластівка',
  'Чорна стріла',
  'Бджілка',
  'Сірий вовк',
  'Daily',
  'Project car',
  'Weekend toy',
  'Blue Thunder',
];
