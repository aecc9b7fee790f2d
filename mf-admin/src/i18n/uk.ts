import type { en } from './en';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

export const uk: Shape<typeof en> = {
  dashboard: {
    title: 'Адмін-панель',
    description: 'Модерація та статистика сайту для адміністраторів з’являться незабаром.',
  },
  comingSoon: 'Незабаром',
};
