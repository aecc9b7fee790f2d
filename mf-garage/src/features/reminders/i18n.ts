const en = {
  title: 'Reminders',
  link: 'Reminders',
  intro_one:
    'What {{car}} needs and when: by date, by mileage or both, whichever comes first. “Due soon” means within {{days}} day or {{km}} km.',
  intro_other:
    'What {{car}} needs and when: by date, by mileage or both, whichever comes first. “Due soon” means within {{days}} days or {{km}} km.',
  toLogbook: 'Back to the logbook',
  add: 'Add a reminder',
  loadFailed: 'The reminders could not be loaded',
  listLabel: 'Reminders, most urgent first',
  basis: 'As of {{date}}, at {{mileage}} km.',
  basisNoMileage: 'As of {{date}}; the car’s mileage is not known yet.',
  empty: {
    title: 'No reminders yet',
    description:
      'Add one for the oil, the timing belt or the insurance, and get told when it is due.',
  },
  status: {
    overdue: 'Overdue',
    dueSoon: 'Due soon',
    upcoming: 'Upcoming',
    done: 'Done',
  },
  left: {
    today: 'due today',
    inDays_one: 'in {{value}} day',
    inDays_other: 'in {{value}} days',
    daysOverdue_one: '{{value}} day overdue',
    daysOverdue_other: '{{value}} days overdue',
    inKm: 'in {{value}} km',
    kmReached: 'mileage reached',
    kmOverdue: '{{value}} km overdue',
    separator: ' · ',
  },
  due: {
    date: 'Due {{date}}',
    mileage: 'Due at {{mileage}} km',
    both: 'Due {{date}} or at {{mileage}} km',
  },
  rule: {
    once: 'Once',
    km: 'Every {{km}} km',
    months_one: 'Every month',
    months_other: 'Every {{value}} months',
    both_one: 'Every {{km}} km or every month',
    both_other: 'Every {{km}} km or {{value}} months',
  },
  lastDone: 'Last done {{date}}',
  lastDoneAt: 'Last done {{date}} at {{mileage}} km',
  actions: {
    complete: 'Mark done',
    edit: 'Edit',
    delete: 'Delete',
  },
  form: {
    addTitle: 'New reminder',
    editTitle: 'Edit “{{title}}”',
    what: 'What',
    title: 'Title',
    titleHint: 'For example “Oil and filter”.',
    category: 'Logbook category',
    categoryHint: 'Its entries are offered first when you mark it done.',
    categoryNone: 'Any category',
    when: 'When it is due',
    whenDescription:
      'A date, a mileage or both, whichever comes first. Leave them empty with an interval to count from today or the current mileage.',
    dueDate: 'Due date',
    dueMileage: 'Due at mileage, km',
    repeat: 'Repeat',
    repeatDescription: 'Leave both empty for a one-off reminder.',
    everyKm: 'Every … km',
    everyMonths: 'Every … months',
    create: 'Add reminder',
    save: 'Save reminder',
    cancel: 'Cancel',
    created: 'Reminder added',
    saved: 'Reminder saved',
  },
  complete: {
    title: 'Mark “{{title}}” done',
    description:
      'Choose the logbook entry that did it: its date and mileage count. Without one it counts from today at the car’s current mileage.',
    entry: 'Logbook entry',
    noEntry: 'No entry: today',
    entryOption: '{{date}} · {{title}}',
    entryOptionMileage: '{{date}} · {{title}} · {{mileage}} km',
    entriesFailed: 'The logbook could not be loaded; you can still mark it done for today.',
    confirm: 'Mark done',
    cancel: 'Cancel',
    doneRepeating: '“{{title}}” done; next time is set',
    doneOnce: '“{{title}}” done',
  },
  delete: {
    title: 'Delete “{{title}}”?',
    description: 'The reminder and its history go for good; logbook entries stay.',
    confirm: 'Delete',
    deleted: 'Reminder deleted',
  },
  mine: {
    intro:
      'What each of your cars needs next, what is due first at the top: by date or by distance, whichever comes sooner.',
    basis: 'As of {{date}}, at each car’s latest known mileage.',
    listLabel: 'Reminders of all your cars, what is due first at the top',
    car: 'Car:',
    carLink: '{{name}}: reminders',
    empty: {
      title: 'No reminders yet',
      description:
        'Open a car in My vehicles and add a reminder for the oil, the timing belt or the insurance.',
      action: 'Go to My vehicles',
    },
  },
};

/** Ukrainian plurals have two forms more than English (`_few`, `_many`). */
type UkrainianOf<T> = {
  [K in keyof T]: T[K] extends string ? string : UkrainianOf<T[K]>;
} & {
  [K in keyof T as K extends `${infer Base}_one` ? `${Base}_few` | `${Base}_many` : never]: string;
};

const uk: UkrainianOf<typeof en> = {
  title: 'Нагадування',
  link: 'Нагадування',
  intro_one:
    'Що потрібно {{car}} і коли: за датою, за пробігом або за обома, що настане раніше. «Скоро» — це за {{days}} день або {{km}} км.',
  intro_few:
    'Що потрібно {{car}} і коли: за датою, за пробігом або за обома, що настане раніше. «Скоро» — це за {{days}} дні або {{km}} км.',
  intro_many:
    'Що потрібно {{car}} і коли: за датою, за пробігом або за обома, що настане раніше. «Скоро» — це за {{days}} днів або {{km}} км.',
  intro_other:
    'Що потрібно {{car}} і коли: за датою, за пробігом або за обома, що настане раніше. «Скоро» — це за {{days}} дня або {{km}} км.',
  toLogbook: 'До бортжурналу',
  add: 'Додати нагадування',
  loadFailed: 'Не вдалося завантажити нагадування',
  listLabel: 'Нагадування, найтерміновіші першими',
  basis: 'Станом на {{date}}, пробіг {{mileage}} км.',
  basisNoMileage: 'Станом на {{date}}; пробіг авто ще невідомий.',
  empty: {
    title: 'Нагадувань ще немає',
    description:
      'Додайте нагадування про оливу, ремінь ГРМ чи страховку — і отримаєте сповіщення вчасно.',
  },
  status: {
    overdue: 'Прострочено',
    dueSoon: 'Скоро',
    upcoming: 'Заплановано',
    done: 'Виконано',
  },
  left: {
    today: 'сьогодні',
    inDays_one: 'через {{value}} день',
    inDays_few: 'через {{value}} дні',
    inDays_many: 'через {{value}} днів',
    inDays_other: 'через {{value}} дня',
    daysOverdue_one: 'прострочено на {{value}} день',
    daysOverdue_few: 'прострочено на {{value}} дні',
    daysOverdue_many: 'прострочено на {{value}} днів',
    daysOverdue_other: 'прострочено на {{value}} дня',
    inKm: 'через {{value}} км',
    kmReached: 'пробіг досягнуто',
    kmOverdue: 'прострочено на {{value}} км',
    separator: ' · ',
  },
  due: {
    date: 'Термін: {{date}}',
    mileage: 'Термін: на {{mileage}} км',
    both: 'Термін: {{date}} або на {{mileage}} км',
  },
  rule: {
    once: 'Одноразово',
    km: 'Кожні {{km}} км',
    months_one: 'Щомісяця',
    months_few: 'Кожні {{value}} місяці',
    months_many: 'Кожні {{value}} місяців',
    months_other: 'Кожні {{value}} місяця',
    both_one: 'Кожні {{km}} км або щомісяця',
    both_few: 'Кожні {{km}} км або {{value}} місяці',
    both_many: 'Кожні {{km}} км або {{value}} місяців',
    both_other: 'Кожні {{km}} км або {{value}} місяця',
  },
  lastDone: 'Востаннє виконано {{date}}',
  lastDoneAt: 'Востаннє виконано {{date}} на {{mileage}} км',
  actions: {
    complete: 'Позначити виконаним',
    edit: 'Змінити',
    delete: 'Видалити',
  },
  form: {
    addTitle: 'Нове нагадування',
    editTitle: 'Зміна «{{title}}»',
    what: 'Що',
    title: 'Назва',
    titleHint: 'Наприклад, «Олива й фільтр».',
    category: 'Категорія бортжурналу',
    categoryHint: 'Її записи буде запропоновано першими, коли позначатимете виконаним.',
    categoryNone: 'Будь-яка категорія',
    when: 'Коли настає термін',
    whenDescription:
      'Дата, пробіг або обидва, що настане раніше. Залиште їх порожніми й задайте інтервал, щоб відлік ішов від сьогодні чи від поточного пробігу.',
    dueDate: 'Дата',
    dueMileage: 'На пробігу, км',
    repeat: 'Повторювати',
    repeatDescription: 'Залиште обидва поля порожніми для одноразового нагадування.',
    everyKm: 'Кожні … км',
    everyMonths: 'Кожні … місяців',
    create: 'Додати нагадування',
    save: 'Зберегти нагадування',
    cancel: 'Скасувати',
    created: 'Нагадування додано',
    saved: 'Нагадування збережено',
  },
  complete: {
    title: 'Позначити «{{title}}» виконаним',
    description:
      'Оберіть запис бортжурналу, яким це зроблено: враховано його дату й пробіг. Без запису — сьогоднішня дата й поточний пробіг авто.',
    entry: 'Запис бортжурналу',
    noEntry: 'Без запису: сьогодні',
    entryOption: '{{date}} · {{title}}',
    entryOptionMileage: '{{date}} · {{title}} · {{mileage}} км',
    entriesFailed:
      'Не вдалося завантажити бортжурнал; позначити виконаним на сьогодні можна й так.',
    confirm: 'Позначити виконаним',
    cancel: 'Скасувати',
    doneRepeating: '«{{title}}» виконано; наступний раз заплановано',
    doneOnce: '«{{title}}» виконано',
  },
  delete: {
    title: 'Видалити «{{title}}»?',
    description:
      'Нагадування та його історію буде видалено назавжди; записи бортжурналу залишаться.',
    confirm: 'Видалити',
    deleted: 'Нагадування видалено',
  },
  mine: {
    intro:
      'Що потрібно кожному з ваших авто найближчим часом, найтерміновіше вгорі: за датою чи за пробігом, що настане раніше.',
    basis: 'Станом на {{date}}, за останнім відомим пробігом кожного авто.',
    listLabel: 'Нагадування всіх ваших авто, найтерміновіші першими',
    car: 'Авто:',
    carLink: '{{name}}: нагадування',
    empty: {
      title: 'Нагадувань ще немає',
      description:
        'Відкрийте авто в «Моїх авто» й додайте нагадування про оливу, ремінь ГРМ чи страховку.',
      action: 'До «Моїх авто»',
    },
  },
};

export const remindersTexts = { en, uk };
