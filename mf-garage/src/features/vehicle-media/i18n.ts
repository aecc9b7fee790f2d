const en = {
  preview: {
    title: 'Preview image',
    description: "Shown on the car's card in lists and at the top of its page.",
    alt: '{{name}}, preview image',
    empty: 'No preview image yet',
    choose: 'Choose a preview image',
    replace: 'Replace the preview image',
    hint: 'or drop it here. JPEG, PNG or WebP, up to {{size}} MB.',
    uploading: 'Uploading the preview image',
    progress: 'Uploading, {{percent}}%',
    processing: 'Processing…',
    updated: 'Preview image updated',
    failed: 'Could not update the preview image: {{message}}',
  },
  gallery: {
    title: 'Gallery',
    emptyDescription: 'Add photos of your car: its page shows them in this order.',
    useAsPreview: 'Use as preview',
    previewUpdated: 'Photo {{position}} is now the preview image',
    photo: 'photo {{position}}',
  },
};

/** The English keys, plus the "few" and "many" forms Ukrainian needs beside each "one". */
type UkrainianOf<T> = {
  [K in keyof T]: T[K] extends string ? string : UkrainianOf<T[K]>;
} & {
  [K in keyof T as K extends `${infer Base}_one` ? `${Base}_few` | `${Base}_many` : never]: string;
};

const uk: UkrainianOf<typeof en> = {
  preview: {
    title: 'Головне фото',
    description: 'Показується на картці авто у списках і на початку його сторінки.',
    alt: '{{name}}, головне фото',
    empty: 'Головного фото ще немає',
    choose: 'Вибрати головне фото',
    replace: 'Замінити головне фото',
    hint: 'або перетягніть його сюди. JPEG, PNG або WebP, до {{size}} МБ.',
    uploading: 'Завантаження головного фото',
    progress: 'Завантаження, {{percent}}%',
    processing: 'Обробка…',
    updated: 'Головне фото оновлено',
    failed: 'Не вдалося оновити головне фото: {{message}}',
  },
  gallery: {
    title: 'Галерея',
    emptyDescription: 'Додайте фото свого авто: його сторінка покаже їх у цьому порядку.',
    useAsPreview: 'Зробити головним',
    previewUpdated: 'Фото {{position}} тепер головне',
    photo: 'фото {{position}}',
  },
};

/** The `garage:media.*` texts; composed into the namespace by `src/i18n`. */
export const vehicleMediaTexts = { en, uk };
