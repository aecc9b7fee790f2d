export interface ColorSeed {
  id: string;
  en: string;
  uk: string;
  hex: string;
}

export const COLORS: readonly ColorSeed[] = [
  { id: 'white', en: 'White', uk: 'Білий', hex: '#ffffff' },
  { id: 'black', en: 'Black', uk: 'Чорний', hex: '#000000' },
  { id: 'silver', en: 'Silver', uk: 'Сріблястий', hex: '#c0c0c0' },
  { id: 'grey', en: 'Grey', uk: 'Сірий', hex: '#808080' },
  { id: 'graphite', en: 'Graphite', uk: 'Графітовий', hex: '#41424c' },
  { id: 'blue', en: 'Blue', uk: 'Синій', hex: '#1f4e9c' },
  { id: 'light-blue', en: 'Light blue', uk: 'Блакитний', hex: '#87c1ea' },
  { id: 'red', en: 'Red', uk: 'Червоний', hex: '#c0161d' },
  { id: 'burgundy', en: 'Burgundy', uk: 'Бордовий', hex: '#800020' },
  { id: 'green', en: 'Green', uk: 'Зелений', hex: '#2e7d32' },
  { id: 'olive', en: 'Olive', uk: 'Оливковий', hex: '#6b6b2a' },
  { id: 'yellow', en: 'Yellow', uk: 'Жовтий', hex: '#f5c400' },
  { id: 'orange', en: 'Orange', uk: 'Помаранчевий', hex: '#f57c00' },
  { id: 'brown', en: 'Brown', uk: 'Коричневий', hex: '#6d4c41' },
  { id: 'beige', en: 'Beige', uk: 'Бежевий', hex: '#d9c7a3' },
  { id: 'gold', en: 'Gold', uk: 'Золотистий', hex: '#c9a227' },
  { id: 'purple', en: 'Purple', uk: 'Фіолетовий', hex: '#6a1b9a' },
  { id: 'pink', en: 'Pink', uk: 'Рожевий', hex: '#e91e63' },
  { id: 'bronze', en: 'Bronze', uk: 'Бронзовий', hex: '#8c6239' },
];
