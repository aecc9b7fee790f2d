import type { UkrainianOf } from '@carclub/i18n';

/**
 * The `kit:photos.*` texts: an ordered list of photos, managed by its owner (`photo-manager`)
 * and shown to everyone (`photo-gallery`), the same for a car's gallery and a logbook entry's
 * photos. Composed into the namespace by `../i18n`.
 */
const en = {
  count: '{{count}} / {{max}}',
  countLabel_one: '{{used}} of {{count}} photo',
  countLabel_other: '{{used}} of {{count}} photos',
  almostFull_one: 'Almost full: room for {{count}} more photo.',
  almostFull_other: 'Almost full: room for {{count}} more photos.',
  fullHint: 'Delete a photo to add another.',
  choose: 'Add photos',
  hint: 'or drop them here. JPEG, PNG or WebP, up to {{size}} MB each.',
  emptyTitle: 'No photos yet',
  reorderHint:
    'Drag a photo by its handle to change the order, or focus the handle and use the keyboard, or move it a place at a time with its arrow buttons.',
  photoAlt: '{{name}}, photo {{position}} of {{total}}',
  move: 'Move photo {{position}}',
  earlier: 'Earlier (photo {{position}})',
  later: 'Later (photo {{position}})',
  moved: 'Photo {{from}} moved to position {{to}} of {{total}}.',
  photo: 'photo {{position}}',
  delete: 'Delete',
  orderFailed: 'Could not save the new order, the photos are back in place: {{message}}',
  remove: {
    title: 'Delete this photo?',
    description: 'Photo {{position}} will be removed from the gallery. This cannot be undone.',
    confirm: 'Delete photo',
    done: 'Photo deleted',
    failed: 'Could not delete the photo: {{message}}',
  },
  uploads: {
    label: 'Uploads',
    waiting: 'Waiting',
    uploading: 'Uploading, {{percent}}%',
    processing: 'Processing…',
    uploaded_one: '{{count}} photo uploaded',
    uploaded_other: '{{count}} photos uploaded',
    clear: 'Clear the list',
    added_one: '{{count}} photo added to the gallery',
    added_other: '{{count}} photos added to the gallery',
    refused_one: '{{count}} file was not added: see the list of uploads for why',
    refused_other: '{{count}} files were not added: see the list of uploads for why',
  },
  viewer: {
    title: 'Photo {{position}} of {{total}}',
    open: 'Opens a larger view',
    previous: 'Previous',
    next: 'Next',
    keyboardHint: 'The arrow keys move between photos; Escape closes.',
  },
  dnd: {
    instructions:
      'To pick up a photo, press space or enter. Use the arrow keys to move it. Press space or enter again to drop it in its new place, or escape to cancel.',
    pickedUp: 'Picked up photo {{position}}.',
    over: 'Photo {{from}} is over position {{to}} of {{total}}.',
    dropped: 'Photo {{from}} dropped at position {{to}} of {{total}}.',
    stayed: 'Photo {{from}} dropped back at position {{from}}.',
    cancelled: 'Moving cancelled. Photo {{from}} stays at position {{from}}.',
  },
};

const uk: UkrainianOf<typeof en> = {
  count: '{{count}} / {{max}}',
  countLabel_one: '{{used}} з {{count}} фото',
  countLabel_few: '{{used}} з {{count}} фото',
  countLabel_many: '{{used}} з {{count}} фото',
  countLabel_other: '{{used}} з {{count}} фото',
  almostFull_one: 'Майже заповнено: можна додати ще {{count}} фото.',
  almostFull_few: 'Майже заповнено: можна додати ще {{count}} фото.',
  almostFull_many: 'Майже заповнено: можна додати ще {{count}} фото.',
  almostFull_other: 'Майже заповнено: можна додати ще {{count}} фото.',
  fullHint: 'Видаліть фото, щоб додати інше.',
  choose: 'Додати фото',
  hint: 'або перетягніть їх сюди. JPEG, PNG або WebP, до {{size}} МБ кожне.',
  emptyTitle: 'Фото ще немає',
  reorderHint:
    'Щоб змінити порядок, перетягніть фото за ручку, наведіть фокус на ручку й скористайтеся клавіатурою або пересувайте фото на одне місце кнопками зі стрілками.',
  photoAlt: '{{name}}, фото {{position}} з {{total}}',
  move: 'Перемістити фото {{position}}',
  earlier: 'Раніше (фото {{position}})',
  later: 'Пізніше (фото {{position}})',
  moved: 'Фото {{from}} переміщено на позицію {{to}} з {{total}}.',
  photo: 'фото {{position}}',
  delete: 'Видалити',
  orderFailed: 'Не вдалося зберегти новий порядок, фото повернулися на свої місця: {{message}}',
  remove: {
    title: 'Видалити це фото?',
    description: 'Фото {{position}} буде видалено з галереї. Цю дію не можна скасувати.',
    confirm: 'Видалити фото',
    done: 'Фото видалено',
    failed: 'Не вдалося видалити фото: {{message}}',
  },
  uploads: {
    label: 'Завантаження',
    waiting: 'Очікує',
    uploading: 'Завантаження, {{percent}}%',
    processing: 'Обробка…',
    uploaded_one: '{{count}} фото завантажено',
    uploaded_few: '{{count}} фото завантажено',
    uploaded_many: '{{count}} фото завантажено',
    uploaded_other: '{{count}} фото завантажено',
    clear: 'Очистити список',
    added_one: '{{count}} фото додано до галереї',
    added_few: '{{count}} фото додано до галереї',
    added_many: '{{count}} фото додано до галереї',
    added_other: '{{count}} фото додано до галереї',
    refused_one: '{{count}} файл не додано: причину видно у списку завантажень',
    refused_few: '{{count}} файли не додано: причину видно у списку завантажень',
    refused_many: '{{count}} файлів не додано: причину видно у списку завантажень',
    refused_other: '{{count}} файлу не додано: причину видно у списку завантажень',
  },
  viewer: {
    title: 'Фото {{position}} з {{total}}',
    open: 'Відкриває збільшений перегляд',
    previous: 'Попереднє',
    next: 'Наступне',
    keyboardHint: 'Стрілки перемикають фото; Escape закриває.',
  },
  dnd: {
    instructions:
      'Щоб узяти фото, натисніть пробіл або Enter. Переміщуйте його клавішами зі стрілками. Натисніть пробіл або Enter ще раз, щоб покласти його на нове місце, або Escape, щоб скасувати.',
    pickedUp: 'Фото {{position}} взято.',
    over: 'Фото {{from}} над позицією {{to}} з {{total}}.',
    dropped: 'Фото {{from}} покладено на позицію {{to}} з {{total}}.',
    stayed: 'Фото {{from}} повернуто на позицію {{from}}.',
    cancelled: 'Переміщення скасовано. Фото {{from}} лишається на позиції {{from}}.',
  },
};

export const photoTexts = { en, uk };
