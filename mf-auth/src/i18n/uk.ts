import type { en } from './en';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

export const uk: Shape<typeof en> = {
  login: {
    title: 'Вхід',
    description:
      'Увійдіть за допомогою e-mail і пароля або через Google. Форма входу вже в дорозі.',
  },
  register: {
    title: 'Створення облікового запису',
    description: 'Реєстрація з підтвердженням e-mail з’явиться незабаром.',
  },
  activate: {
    title: 'Активація облікового запису',
    description: 'Тут ви підтвердите свою адресу e-mail за посиланням з листа.',
  },
  forgotPassword: {
    title: 'Забули пароль?',
    description: 'Незабаром ви зможете отримати посилання для скидання пароля на e-mail.',
  },
  resetPassword: {
    title: 'Новий пароль',
    description: 'Тут ви зможете задати новий пароль за посиланням для скидання.',
  },
  comingSoon: 'Незабаром',
};
