import { hasControlCharacters, idSchema, optionalIdSchema, requiredText } from '../fields';
import { profileUpdateSchema } from '../profile';
import {
  emptyVehicleFeatures,
  emptyVehicleModifications,
  galleryOrderSchema,
  vehicleCreateSchema,
  vehicleListQuerySchema,
  vehicleUpdateSchema,
} from '../vehicles';
import { firstErrors } from './helpers';

const create = {
  name: 'Golf GTI',
  description: '',
  year: 2019,
  manufacturerId: 'volkswagen',
  modelId: 'volkswagen-golf',
  bodyTypeId: 'hatchback',
  colorId: 'red',
  fuelType: 'petrol',
  transmission: 'manual',
  driveType: 'front',
};
const vehicleCreatePayload = (overrides: Record<string, unknown>) => ({ ...create, ...overrides });
const vehicleUpdatePayload = (overrides: Record<string, unknown>) => ({
  ...create,
  status: 'active',
  features: emptyVehicleFeatures(),
  modifications: emptyVehicleModifications(),
  ...overrides,
});

const CONTROL = 'validation.controlCharacters';

/** Every C0 control character and DEL, named for the test titles. */
const C0_AND_DEL = [
  ...Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)),
  '\u007f',
];
const LINE_BREAKS_AND_TAB = ['\t', '\n', '\r'];
const NOT_IN_MULTILINE = C0_AND_DEL.filter((char) => !LINE_BREAKS_AND_TAB.includes(char));
const name = (char: string) => `U+${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

const profile = { nickname: 'ann', email: 'ann@example.com' };

describe('control characters', () => {
  beforeEach(() => {
    jest.useFakeTimers().setSystemTime(new Date('2025-06-15T12:00:00Z'));
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  describe.each(C0_AND_DEL.map((char) => [name(char), char]))(
    'single-line fields refuse %s inside the text',
    (_name, char) => {
      const text = `a${char}b`;

      it.each([
        ['vehicle name', vehicleCreateSchema, vehicleCreatePayload({ name: text }), 'name'],
        [
          'manufacturer id',
          vehicleCreateSchema,
          vehicleCreatePayload({ manufacturerId: text }),
          'manufacturerId',
        ],
        [
          'feature item',
          vehicleUpdateSchema,
          vehicleUpdatePayload({
            features: { comfort: [text], safety: [], tech: [], performance: [], custom: [] },
          }),
          'features.comfort.0',
        ],
        [
          'custom category name',
          vehicleUpdateSchema,
          vehicleUpdatePayload({
            modifications: {
              engine: [],
              suspension: [],
              exterior: [],
              interior: [],
              wheelsAndTires: [],
              custom: [{ name: text, items: [] }],
            },
          }),
          'modifications.custom.0.name',
        ],
        ['search', vehicleListQuerySchema, { search: text }, 'search'],
        [
          'manufacturer filter',
          vehicleListQuerySchema,
          { manufacturerIds: [text] },
          'manufacturerIds.0',
        ],
        ['gallery order', galleryOrderSchema, { imageIds: [text] }, 'imageIds.0'],
        ['first name', profileUpdateSchema, { ...profile, firstName: text }, 'firstName'],
        ['city', profileUpdateSchema, { ...profile, city: text }, 'city'],
        ['country', profileUpdateSchema, { ...profile, countryId: text }, 'countryId'],
        ['phone', profileUpdateSchema, { ...profile, phone: `+38067${char}1234567` }, 'phone'],
        [
          'postal code',
          profileUpdateSchema,
          { ...profile, postalCode: `01${char}001` },
          'postalCode',
        ],
        [
          'social link',
          profileUpdateSchema,
          { ...profile, socialLinks: { youtube: `https://youtube.com/@car${char}club` } },
          'socialLinks.youtube',
        ],
      ] as const)('%s', (_field, schema, value, path) => {
        expect(firstErrors(schema, value)).toEqual({ [path]: CONTROL });
      });
    },
  );

  describe.each(NOT_IN_MULTILINE.map((char) => [name(char), char]))(
    'multi-line fields refuse %s',
    (_name, char) => {
      it('in a vehicle description and in "about me"', () => {
        expect(
          firstErrors(vehicleCreateSchema, vehicleCreatePayload({ description: `a${char}b` })),
        ).toEqual({ description: CONTROL });
        expect(firstErrors(profileUpdateSchema, { ...profile, aboutMe: `a${char}b` })).toEqual({
          aboutMe: CONTROL,
        });
      });
    },
  );

  it('multi-line fields keep tabs and line breaks, as typed or pasted', () => {
    const description = 'Line one\r\nline two\n\tindented';
    expect(vehicleCreateSchema.parse(vehicleCreatePayload({ description })).description).toBe(
      description,
    );
    expect(profileUpdateSchema.parse({ ...profile, aboutMe: description }).aboutMe).toBe(
      description,
    );
  });

  it('drops a pasted line break around a single-line value instead of refusing it', () => {
    expect(vehicleCreateSchema.parse(vehicleCreatePayload({ name: '\tGolf GTI\r\n' })).name).toBe(
      'Golf GTI',
    );
    expect(vehicleListQuerySchema.parse({ search: 'golf\n' }).search).toBe('golf');
  });

  it('gives the field this message alone, even where another rule would fail too', () => {
    expect(firstErrors(requiredText(3), '\u0000')).toEqual({ '': CONTROL });
    const issues = idSchema.safeParse('\u0000'.repeat(100)).error?.issues ?? [];
    expect(issues.map((issue) => issue.message)).toEqual([CONTROL]);
    expect(firstErrors(optionalIdSchema, 'ua\u0000')).toEqual({ '': CONTROL });
  });

  it('lets other Unicode through: letters of any script, emoji, joiners', () => {
    for (const text of ['Їжак', 'Škoda', '東京', 'Golf 😀', 'a\u200db', 'e\u0301', '\u00a0x']) {
      expect(vehicleCreateSchema.safeParse(vehicleCreatePayload({ name: text })).success).toBe(
        true,
      );
    }
  });

  it('hasControlCharacters answers for a form the same way as the schemas', () => {
    expect(hasControlCharacters('a\u0000b')).toBe(true);
    expect(hasControlCharacters('a\u007fb')).toBe(true);
    expect(hasControlCharacters('a\nb')).toBe(true);
    expect(hasControlCharacters('a\nb', { multiline: true })).toBe(false);
    expect(hasControlCharacters('a\u000bb', { multiline: true })).toBe(true);
    expect(hasControlCharacters('Їжак 😀')).toBe(false);
  });
});
