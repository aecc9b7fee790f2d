import { defineRemote } from '@carclub/federation/remote';

import './i18n';

/** Every page of mf-garage; the shell wraps them in its guards (by `handle.access`) and layout. */
export default defineRemote([
  {
    path: '/my/cars',
    handle: { access: 'user', titleKey: 'garage:myCars.title' },
    lazy: () => import('./pages/my-cars-page'),
  },
  {
    path: '/add-car',
    handle: { access: 'user', titleKey: 'garage:addCar.title' },
    lazy: () => import('./pages/add-car-page'),
  },
  {
    path: '/edit-car/:carId',
    handle: { access: 'owner', titleKey: 'garage:editCar.title' },
    lazy: () => import('./pages/edit-car-page'),
  },
  {
    path: '/cars',
    handle: { access: 'public', titleKey: 'garage:cars.title' },
    lazy: () => import('./pages/cars-page'),
  },
  {
    path: '/u/:username/car/:slug',
    handle: { access: 'public', titleKey: 'garage:vehicle.title' },
    lazy: () => import('./pages/vehicle-page'),
  },
]);
