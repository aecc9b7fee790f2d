export const en = {
  myCars: {
    title: 'My vehicles',
    description:
      'Your garage: every car you own, with search and filters. It opens with the next release.',
  },
  addCar: {
    title: 'Add a car',
    description: 'A step-by-step form to add your car is coming soon.',
  },
  editCar: {
    title: 'Edit vehicle',
    description: 'Editing details, photos and the gallery of your car is coming soon.',
  },
  cars: {
    title: 'Cars',
    description: 'Browse the cars of the CarClub community. The catalogue opens soon.',
  },
  vehicle: {
    title: 'Vehicle',
    description: 'The public page of a car, with its gallery and specs, is coming soon.',
  },
  comingSoon: 'Coming soon',
};
