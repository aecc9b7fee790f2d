/**
 * One name per field of a vehicle, per language: the form's labels, the filters of /cars and My
 * vehicles, the cards and the public page's specifications all read their names here, so "Fuel
 * type" is never "Fuel" one page further (issue 18). The English names are the spec's (its
 * filters "fuel type, transmission, drive type, condition", its messages "Manufacturer is
 * required", "Color is required"). A label may add its unit ("Mileage, km"); the name stays.
 * The admin remote cannot import this module: its labels are checked against these by
 * mf-garage/src/lib/__tests__/vehicle-field-names.test.ts.
 */
export const vehicleFieldNames = {
  en: {
    status: 'Status',
    manufacturer: 'Manufacturer',
    model: 'Model',
    year: 'Year',
    bodyType: 'Body type',
    color: 'Color',
    fuelType: 'Fuel type',
    transmission: 'Transmission',
    driveType: 'Drive type',
    condition: 'Condition',
    mileage: 'Mileage',
    engineCapacity: 'Engine capacity',
    enginePower: 'Power',
    vin: 'VIN',
    weight: 'Weight',
    topSpeed: 'Top speed',
  },
  uk: {
    status: 'Статус',
    manufacturer: 'Марка',
    model: 'Модель',
    year: 'Рік випуску',
    bodyType: 'Тип кузова',
    color: 'Колір',
    fuelType: 'Тип палива',
    transmission: 'Коробка передач',
    driveType: 'Привід',
    condition: 'Стан',
    mileage: 'Пробіг',
    engineCapacity: 'Об’єм двигуна',
    enginePower: 'Потужність',
    vin: 'VIN-код',
    weight: 'Маса',
    topSpeed: 'Максимальна швидкість',
  },
} as const satisfies Record<'en' | 'uk', Record<string, string>>;

export type VehicleFieldName = keyof (typeof vehicleFieldNames)['en'];
