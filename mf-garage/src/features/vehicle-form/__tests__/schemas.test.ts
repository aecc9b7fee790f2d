import {
  emptyVehicleFormValues,
  toUpdateInput,
  vehicleCreateFormSchema,
  vehicleFormValuesOf,
  vehicleUpdateFormSchema,
  type VehicleFormValues,
} from '../schemas';
import { vehicle } from '../../../test-utils/vehicle-fixtures';

const filled = (overrides: Partial<VehicleFormValues> = {}): VehicleFormValues => ({
  ...emptyVehicleFormValues(),
  name: 'Golf GTI',
  year: '2019',
  manufacturerId: 'volkswagen',
  modelId: 'volkswagen-golf',
  bodyTypeId: 'hatchback',
  colorId: 'red',
  fuelType: 'petrol',
  transmission: 'manual',
  driveType: 'front',
  ...overrides,
});

function issues(
  schema: typeof vehicleCreateFormSchema | typeof vehicleUpdateFormSchema,
  values: VehicleFormValues,
) {
  const result = schema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('vehicleCreateFormSchema', () => {
  it('turns what was typed into the create payload', () => {
    const result = vehicleCreateFormSchema.parse(
      filled({
        engineCapacity: '1,4',
        mileage: '52 000',
        vin: ' wvwzzz1kzjw000001 ',
        condition: '',
      }),
    );
    expect(result).toEqual(
      expect.objectContaining({
        year: 2019,
        engineCapacity: 1.4,
        mileage: 52000,
        enginePower: null,
        vin: 'WVWZZZ1KZJW000001',
        condition: null,
      }),
    );
    expect(result).not.toHaveProperty('status');
  });

  it('reports the spec’s messages under the form’s own field names', () => {
    expect(issues(vehicleCreateFormSchema, emptyVehicleFormValues())).toEqual({
      name: 'validation.required',
      year: 'validation.required',
      manufacturerId: 'validation.manufacturerRequired',
      modelId: 'validation.modelRequired',
      bodyTypeId: 'validation.bodyTypeRequired',
      colorId: 'validation.colorRequired',
      fuelType: 'validation.required',
      transmission: 'validation.required',
      driveType: 'validation.required',
    });
    expect(
      issues(
        vehicleCreateFormSchema,
        filled({ year: '1800', mileage: '-5', enginePower: 'lots', vin: '1M8GDM9A1KP042788' }),
      ),
    ).toEqual({
      year: 'validation.invalidYear',
      mileage: 'validation.nonNegative',
      enginePower: 'validation.invalidNumber',
      vin: 'validation.vinCheckDigit',
    });
  });
});

describe('vehicleUpdateFormSchema', () => {
  it('starts from the stored vehicle and sends the whole form, empty fields cleared', () => {
    const values = vehicleFormValuesOf(vehicle({ weight: 1400, description: null }));
    expect(values).toEqual(
      expect.objectContaining({ weight: '1400', description: '', vin: '', currency: '' }),
    );
    expect(vehicleUpdateFormSchema.parse({ ...values, weight: '' })).toEqual(
      expect.objectContaining({
        weight: null,
        status: 'active',
        currency: null,
        features: expect.objectContaining({ comfort: ['Heated seats'] }),
      }),
    );
  });

  it('keeps the VIN choice: unticked in a new form, the stored one in the edit form', () => {
    expect(emptyVehicleFormValues().vinPublic).toBe(false);
    expect(vehicleCreateFormSchema.parse(filled()).vinPublic).toBe(false);
    expect(vehicleCreateFormSchema.parse(filled({ vinPublic: true })).vinPublic).toBe(true);
    const shown = vehicleFormValuesOf(vehicle({ vin: 'WVWZZZ1KZJW000001', vinPublic: true }));
    expect(shown.vinPublic).toBe(true);
    expect(vehicleUpdateFormSchema.parse({ ...shown, vinPublic: false }).vinPublic).toBe(false);
  });

  it('needs a currency for a price, as the API does', () => {
    const values = { ...vehicleFormValuesOf(vehicle()), purchasePrice: '21 000' };
    expect(toUpdateInput(values).purchasePrice).toBe(21000);
    expect(issues(vehicleUpdateFormSchema, values)).toEqual({
      currency: 'validation.currencyRequired',
    });
  });
});
