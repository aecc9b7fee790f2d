import type { TranslationOf } from '@carclub/i18n';

const en = {
  title: 'Your data',
  download: {
    intro:
      'Download everything CarClub keeps about you: your account, profile, devices, vehicles with every field, their logbooks and reminders, your bookmarks and all your photos, as one ZIP archive.',
    button: 'Download my data',
    done: 'Your archive is downloaded',
    failed: 'The archive could not be downloaded',
  },
  delete: {
    title: 'Delete account',
    intro:
      'This removes your profile, your vehicles with their logbooks and photos, and your bookmarks, and signs you out everywhere. It cannot be undone. Your nickname stays reserved for 90 days.',
    open: 'Delete my account…',
    currentPassword: 'Current password',
    nickname: 'Type your nickname ({{nickname}}) to confirm',
    submit: 'Delete my account for good',
    failed: 'The account was not deleted',
    needsPassword:
      'Your account has no password yet (you signed up with Google). Set one first with the link above, then come back.',
  },
};

const uk: TranslationOf<typeof en> = {
  title: 'Ваші дані',
  download: {
    intro:
      'Завантажте все, що CarClub зберігає про вас: обліковий запис, профіль, пристрої, авто з усіма полями, їхні бортжурнали й нагадування, ваші закладки та всі ваші фото, одним ZIP-архівом.',
    button: 'Завантажити мої дані',
    done: 'Архів завантажено',
    failed: 'Не вдалося завантажити архів',
  },
  delete: {
    title: 'Видалення облікового запису',
    intro:
      'Буде видалено ваш профіль, авто з їхніми бортжурналами й фото та ваші закладки, а сеанси на всіх пристроях завершено. Це не можна скасувати. Ваш нікнейм залишиться зарезервованим 90 днів.',
    open: 'Видалити мій обліковий запис…',
    currentPassword: 'Поточний пароль',
    nickname: 'Введіть свій нікнейм ({{nickname}}) для підтвердження',
    submit: 'Видалити обліковий запис назавжди',
    failed: 'Обліковий запис не видалено',
    needsPassword:
      'У вашого облікового запису ще немає пароля (ви зареєструвалися через Google). Спершу задайте його за посиланням вище, а потім поверніться.',
  },
};

export const yourDataTexts = { en, uk };
