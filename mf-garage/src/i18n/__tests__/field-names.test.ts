import { uiResources } from '@carclub/ui';

import { vehicleFormTexts } from '../../features/vehicle-form/i18n';
import { vehicleListTexts } from '../../features/vehicle-list/i18n';
import { vehiclePageTexts } from '../../features/vehicle-page/i18n';
import { vehicleFieldNames, type VehicleFieldName } from '../../lib/vehicle-field-names';

/** A label is the field's name, or the name and its unit after a comma ("Mileage, km"). */
const nameOf = (label: string) => label.split(', ')[0];

describe.each(['en', 'uk'] as const)('in %s, every vehicle field has one name', (language) => {
  const names = vehicleFieldNames[language];
  const form = vehicleFormTexts[language].fields;
  const list = vehicleListTexts[language];
  const specs = vehiclePageTexts[language].specs;

  it.each([
    ['the form', form],
    ['the filters of /cars and My vehicles', list.filters],
    ['the public page’s specifications', specs],
  ] as const)('%s names each field as the others do', (_where, labels) => {
    const shown = Object.entries(labels).filter(([key]) => key in names) as Array<
      [VehicleFieldName, string]
    >;
    expect(shown.length).toBeGreaterThan(0);
    for (const [key, label] of shown)
      expect({ key, name: nameOf(label) }).toEqual({ key, name: names[key] });
  });

  it('the filters say what the form says, field by field', () => {
    for (const key of [
      'status',
      'manufacturer',
      'model',
      'fuelType',
      'transmission',
      'driveType',
      'condition',
    ] as const) {
      expect({ key, filter: list.filters[key] }).toEqual({ key, filter: nameOf(form[key]) });
    }
  });

  it('a card’s facts use the same names', () => {
    // The status badge of every card and page (packages/ui) reads "Status: For sale" to a screen reader.
    expect(
      (uiResources[language] as { vehicleStatus: { label: string } }).vehicleStatus.label,
    ).toBe(names.status);
    expect(list.card.mileage).toBe(names.mileage);
    expect(list.card.power).toBe(names.enginePower);
    expect(list.card.fuel).toBe(names.fuelType);
  });

  it('the two languages name the same fields', () => {
    expect(Object.keys(vehicleFieldNames.uk).sort()).toEqual(
      Object.keys(vehicleFieldNames.en).sort(),
    );
  });
});
