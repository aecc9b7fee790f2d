import type { en } from './en';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

export const uk: Shape<typeof en> = {
  myCars: {
    title: 'Мої авто',
    description:
      'Ваш гараж: усі ваші авто з пошуком і фільтрами. Відкриється з наступним випуском.',
  },
  addCar: {
    title: 'Додати авто',
    description: 'Покрокова форма для додавання авто з’явиться незабаром.',
  },
  editCar: {
    title: 'Редагування авто',
    description: 'Редагування характеристик, фото та галереї вашого авто з’явиться незабаром.',
  },
  cars: {
    title: 'Авто',
    description: 'Переглядайте авто спільноти CarClub. Каталог відкриється незабаром.',
  },
  vehicle: {
    title: 'Авто',
    description: 'Публічна сторінка авто з галереєю та характеристиками з’явиться незабаром.',
  },
  comingSoon: 'Незабаром',
};
