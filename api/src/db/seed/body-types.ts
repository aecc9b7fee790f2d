export interface NamedSeed {
  id: string;
  en: string;
  uk: string;
}

export const BODY_TYPES: readonly NamedSeed[] = [
  { id: 'sedan', en: 'Sedan', uk: 'Седан' },
  { id: 'hatchback', en: 'Hatchback', uk: 'Хетчбек' },
  { id: 'liftback', en: 'Liftback', uk: 'Ліфтбек' },
  { id: 'wagon', en: 'Station wagon', uk: 'Універсал' },
  { id: 'suv', en: 'SUV', uk: 'Позашляховик' },
  { id: 'crossover', en: 'Crossover', uk: 'Кросовер' },
  { id: 'coupe', en: 'Coupe', uk: 'Купе' },
  { id: 'convertible', en: 'Convertible', uk: 'Кабріолет' },
  { id: 'roadster', en: 'Roadster', uk: 'Родстер' },
  { id: 'minivan', en: 'Minivan', uk: 'Мінівен' },
  { id: 'van', en: 'Van', uk: 'Фургон' },
  { id: 'pickup', en: 'Pickup', uk: 'Пікап' },
  { id: 'limousine', en: 'Limousine', uk: 'Лімузин' },
  { id: 'microbus', en: 'Minibus', uk: 'Мікроавтобус' },
  { id: 'bus', en: 'Bus', uk: 'Автобус' },
  { id: 'targa', en: 'Targa', uk: 'Тарга' },
];
