import { registerResources, type LocalizedResources } from '@carclub/i18n';

export const UI_NAMESPACE = 'ui';

const en = {
  loading: 'Loading…',
  dialog: {
    close: 'Close',
  },
  confirmDialog: {
    confirm: 'Confirm',
    cancel: 'Cancel',
  },
  errorState: {
    title: 'Something went wrong',
    retry: 'Try again',
  },
  pagination: {
    label: 'Pagination',
    previous: 'Previous',
    next: 'Next',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    page: 'Page {{page}}',
    /** "Showing 13-24 of 30 vehicles", naming what the list counts (`PaginationSummary`'s `of`). */
    showing: {
      vehicles_one: 'Showing {{from}}-{{to}} of {{total}} vehicle',
      vehicles_other: 'Showing {{from}}-{{to}} of {{total}} vehicles',
      entries_one: 'Showing {{from}}-{{to}} of {{total}} entry',
      entries_other: 'Showing {{from}}-{{to}} of {{total}} entries',
      bookmarks_one: 'Showing {{from}}-{{to}} of {{total}} bookmark',
      bookmarks_other: 'Showing {{from}}-{{to}} of {{total}} bookmarks',
    },
  },
  /** A car's status, the one wording of every page (ADR 0101). */
  vehicleStatus: {
    label: 'Status',
    active: 'In the garage',
    selling: 'For sale',
    sold: 'Sold',
  },
};

/** The `ui` namespace's keys, from the English texts (see `./types.ts`). */
export type UiResources = typeof en;

// Ukrainian has more plural forms than English; missingKeys() in the tests checks the rest matches.
const uk = {
  loading: 'Завантаження…',
  dialog: {
    close: 'Закрити',
  },
  confirmDialog: {
    confirm: 'Підтвердити',
    cancel: 'Скасувати',
  },
  errorState: {
    title: 'Щось пішло не так',
    retry: 'Спробувати ще раз',
  },
  pagination: {
    label: 'Посторінкова навігація',
    previous: 'Попередня',
    next: 'Наступна',
    previousPage: 'Попередня сторінка',
    nextPage: 'Наступна сторінка',
    page: 'Сторінка {{page}}',
    // "з N" takes the genitive: singular after 1, 21, 31… (one), plural after 2–4 (few) as after
    // 5–20 (many); other is for fractions, which a count never is.
    showing: {
      vehicles_one: 'Показано {{from}}–{{to}} з {{total}} автомобіля',
      vehicles_few: 'Показано {{from}}–{{to}} з {{total}} автомобілів',
      vehicles_many: 'Показано {{from}}–{{to}} з {{total}} автомобілів',
      vehicles_other: 'Показано {{from}}–{{to}} з {{total}} автомобілів',
      entries_one: 'Показано {{from}}–{{to}} з {{total}} запису',
      entries_few: 'Показано {{from}}–{{to}} з {{total}} записів',
      entries_many: 'Показано {{from}}–{{to}} з {{total}} записів',
      entries_other: 'Показано {{from}}–{{to}} з {{total}} записів',
      bookmarks_one: 'Показано {{from}}–{{to}} з {{total}} закладки',
      bookmarks_few: 'Показано {{from}}–{{to}} з {{total}} закладок',
      bookmarks_many: 'Показано {{from}}–{{to}} з {{total}} закладок',
      bookmarks_other: 'Показано {{from}}–{{to}} з {{total}} закладок',
    },
  },
  vehicleStatus: {
    label: 'Статус',
    active: 'У гаражі',
    selling: 'Продається',
    sold: 'Продано',
  },
};

export const uiResources: LocalizedResources = { uk, en };

// At module load, so the strings exist before any component of this package renders.
registerResources(UI_NAMESPACE, uiResources);
