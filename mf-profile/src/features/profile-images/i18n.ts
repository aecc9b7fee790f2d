import type { TranslationOf } from '@carclub/i18n';

const en = {
  title: 'Avatar and cover',
  description: 'Your avatar shows beside your posts and cars; the cover tops your profile page.',
  hint: 'or drop it here. JPEG, PNG or WebP, up to {{size}} MB.',
  loading: 'Opening the image…',
  avatar: {
    alt: 'Your avatar',
    empty: 'No avatar yet',
    choose: 'Choose an avatar',
    replace: 'Change the avatar',
    cropTitle: 'Crop your avatar',
    uploading: 'Uploading the avatar',
    updated: 'Avatar updated',
    remove: 'Remove the avatar',
    removed: 'Avatar removed',
    removeFailed: 'Could not remove the avatar: {{message}}',
    failed: 'Could not update the avatar: {{message}}',
  },
  cover: {
    alt: 'Your cover image',
    empty: 'No cover image yet',
    choose: 'Choose a cover image',
    replace: 'Change the cover image',
    cropTitle: 'Crop your cover image',
    uploading: 'Uploading the cover image',
    updated: 'Cover image updated',
    remove: 'Remove the cover image',
    removed: 'Cover image removed',
    removeFailed: 'Could not remove the cover image: {{message}}',
    failed: 'Could not update the cover image: {{message}}',
  },
  crop: {
    instructions:
      'Drag the picture or use the arrow keys on it to move it; the + and − keys or the slider zoom. Only what is inside the frame is saved.',
    area: 'Picture in the crop frame',
    zoom: 'Zoom',
    zoomOut: 'Zoom out',
    zoomIn: 'Zoom in',
    save: 'Save',
    retry: 'Try again',
    cancel: 'Cancel',
    uploading: 'Uploading, {{percent}}%',
    processing: 'Processing…',
  },
};

const uk: TranslationOf<typeof en> = {
  title: 'Аватар і обкладинка',
  description:
    'Аватар показується біля ваших дописів і авто; обкладинка — угорі сторінки вашого профілю.',
  hint: 'або перетягніть його сюди. JPEG, PNG або WebP, до {{size}} МБ.',
  loading: 'Відкриваємо зображення…',
  avatar: {
    alt: 'Ваш аватар',
    empty: 'Аватара ще немає',
    choose: 'Вибрати аватар',
    replace: 'Змінити аватар',
    cropTitle: 'Обріжте аватар',
    uploading: 'Завантаження аватара',
    updated: 'Аватар оновлено',
    remove: 'Прибрати аватар',
    removed: 'Аватар прибрано',
    removeFailed: 'Не вдалося прибрати аватар: {{message}}',
    failed: 'Не вдалося оновити аватар: {{message}}',
  },
  cover: {
    alt: 'Ваша обкладинка',
    empty: 'Обкладинки ще немає',
    choose: 'Вибрати обкладинку',
    replace: 'Змінити обкладинку',
    cropTitle: 'Обріжте обкладинку',
    uploading: 'Завантаження обкладинки',
    updated: 'Обкладинку оновлено',
    remove: 'Прибрати обкладинку',
    removed: 'Обкладинку прибрано',
    removeFailed: 'Не вдалося прибрати обкладинку: {{message}}',
    failed: 'Не вдалося оновити обкладинку: {{message}}',
  },
  crop: {
    instructions:
      'Перетягніть зображення або переміщуйте його клавішами зі стрілками; клавіші + і − або повзунок змінюють масштаб. Зберігається лише те, що в рамці.',
    area: 'Зображення в рамці обрізання',
    zoom: 'Масштаб',
    zoomOut: 'Зменшити',
    zoomIn: 'Збільшити',
    save: 'Зберегти',
    retry: 'Спробувати ще раз',
    cancel: 'Скасувати',
    uploading: 'Завантаження, {{percent}}%',
    processing: 'Обробка…',
  },
};

/** The `profile:images.*` texts; composed into the namespace by `src/i18n`. */
export const profileImagesTexts = { en, uk };
