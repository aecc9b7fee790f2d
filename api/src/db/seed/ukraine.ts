/**
 * Ukraine's first-level subdivisions (ISO 3166-2:UA): 24 oblasts, the Autonomous Republic of
 * Crimea and the cities with special status Kyiv and Sevastopol, with their official Ukrainian
 * names. These replace the subdivision package's entries for Ukraine, which are English only.
 */
export const UKRAINE_SUBDIVISIONS: ReadonlyArray<{ code: string; en: string; uk: string }> = [
  { code: 'UA-05', en: 'Vinnytsia Oblast', uk: 'Вінницька область' },
  { code: 'UA-07', en: 'Volyn Oblast', uk: 'Волинська область' },
  { code: 'UA-09', en: 'Luhansk Oblast', uk: 'Луганська область' },
  { code: 'UA-12', en: 'Dnipropetrovsk Oblast', uk: 'Дніпропетровська область' },
  { code: 'UA-14', en: 'Donetsk Oblast', uk: 'Донецька область' },
  { code: 'UA-18', en: 'Zhytomyr Oblast', uk: 'Житомирська область' },
  { code: 'UA-21', en: 'Zakarpattia Oblast', uk: 'Закарпатська область' },
  { code: 'UA-23', en: 'Zaporizhzhia Oblast', uk: 'Запорізька область' },
  { code: 'UA-26', en: 'Ivano-Frankivsk Oblast', uk: 'Івано-Франківська область' },
  { code: 'UA-30', en: 'Kyiv', uk: 'Київ' },
  { code: 'UA-32', en: 'Kyiv Oblast', uk: 'Київська область' },
  { code: 'UA-35', en: 'Kirovohrad Oblast', uk: 'Кіровоградська область' },
  { code: 'UA-40', en: 'Sevastopol', uk: 'Севастополь' },
  { code: 'UA-43', en: 'Autonomous Republic of Crimea', uk: 'Автономна Республіка Крим' },
  { code: 'UA-46', en: 'Lviv Oblast', uk: 'Львівська область' },
  { code: 'UA-48', en: 'Mykolaiv Oblast', uk: 'Миколаївська область' },
  { code: 'UA-51', en: 'Odesa Oblast', uk: 'Одеська область' },
  { code: 'UA-53', en: 'Poltava Oblast', uk: 'Полтавська область' },
  { code: 'UA-56', en: 'Rivne Oblast', uk: 'Рівненська область' },
  { code: 'UA-59', en: 'Sumy Oblast', uk: 'Сумська область' },
  { code: 'UA-61', en: 'Ternopil Oblast', uk: 'Тернопільська область' },
  { code: 'UA-63', en: 'Kharkiv Oblast', uk: 'Харківська область' },
  { code: 'UA-65', en: 'Kherson Oblast', uk: 'Херсонська область' },
  { code: 'UA-68', en: 'Khmelnytskyi Oblast', uk: 'Хмельницька область' },
  { code: 'UA-71', en: 'Cherkasy Oblast', uk: 'Черкаська область' },
  { code: 'UA-74', en: 'Chernihiv Oblast', uk: 'Чернігівська область' },
  { code: 'UA-77', en: 'Chernivtsi Oblast', uk: 'Чернівецька область' },
];
