import { VALIDATION_MESSAGE_KEYS } from '@carclub/contracts';
import {
  commonResources,
  missingKeys,
  SUPPORTED_LANGUAGES,
  type NamespaceResources,
} from '../index';

function lookup(tree: NamespaceResources, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) =>
        typeof node === 'object' && node !== null ? Reflect.get(node, key) : undefined,
      tree,
    );
}

function leaves(tree: NamespaceResources, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value]] : leaves(value, path);
  });
}

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map(([, name]) => name).sort();

describe('common namespace', () => {
  it('has the same keys in Ukrainian and English', () => {
    expect(missingKeys(commonResources)).toEqual([]);
  });

  it.each(SUPPORTED_LANGUAGES)(
    'translates every validation message key of the contracts (%s)',
    (language) => {
      const untranslated = VALIDATION_MESSAGE_KEYS.filter((key) => {
        const text = lookup(commonResources[language], key);
        return typeof text !== 'string' || text.trim() === '';
      });

      expect(untranslated).toEqual([]);
    },
  );

  it('uses the same interpolation variables in both languages', () => {
    const mismatched = leaves(commonResources.en)
      .filter(([path, english]) => {
        const ukrainian = lookup(commonResources.uk, path);
        return (
          typeof ukrainian !== 'string' ||
          placeholders(ukrainian).join() !== placeholders(english).join()
        );
      })
      .map(([path]) => path);

    expect(mismatched).toEqual([]);
  });

  it('has a real Ukrainian text for every key', () => {
    const notUkrainian = leaves(commonResources.uk)
      .filter(([, text]) => !/[а-щьюяєіїґ]/i.test(text))
      .map(([path]) => path);

    expect(notUkrainian).toEqual([]);
  });

  it('carries the error catalogue in the exact English wording of the spec', () => {
    expect(commonResources.en.errors).toEqual(
      expect.objectContaining({
        conflict: 'Data conflict',
        unique_constraint: '{{field}} already exists',
        unique_email: 'This email is already in use',
        unique_nickname: 'This nickname is already in use',
        validation_error: 'Please check the entered data',
        unauthorized: 'You need to log in to access this resource',
        forbidden: "You don't have permission to access this resource",
        not_found: 'Requested resource not found',
        rate_limit: 'Too many requests. Please try again later',
        timeout: 'Request timeout. Please check your connection and try again',
        bad_gateway: 'Server connection error',
        gateway_timeout: 'Server response timeout',
        server_error: 'Internal server error. Please try again later',
        service_unavailable: 'Service temporarily unavailable',
        network_error: 'Network connection error. Please check your internet connection',
        unknown_error: 'An unexpected error occurred',
      }),
    );
  });

  it('carries the validation messages in the exact English wording of the spec', () => {
    expect(commonResources.en.validation).toEqual(
      expect.objectContaining({
        required: 'Required field',
        passwordsDoNotMatch: 'Passwords do not match',
        invalidEmail: 'Invalid email address',
        invalidFormat: 'Invalid format',
        nonNegative: 'Value must be non-negative',
        invalidYear: 'Invalid year',
        invalidPhone: 'Invalid phone number for selected country',
        invalidPostalCode: 'Invalid postal code for selected country',
        invalidState: 'Invalid state/region for selected country',
        manufacturerRequired: 'Manufacturer is required',
        modelRequired: 'Model is required',
        bodyTypeRequired: 'Body type is required',
        colorRequired: 'Color is required',
        vinLength: 'VIN must be 17 characters',
        fileTooLarge: 'The file must be no larger than {{size}} MB',
      }),
    );
  });

  it('carries the other messages of the spec', () => {
    expect(commonResources.en.messages).toEqual(
      expect.objectContaining({
        currentPasswordIncorrect: 'Current password is incorrect',
        loginFailed: 'Login Failed. Invalid email or password',
        registrationError: 'Registration Error',
        registrationErrorDescription: 'Something went wrong. Please try again.',
        imageProcessingFailed: 'Failed to process the image. Please try again.',
        vehicleNotFound: "The vehicle you're trying to edit doesn't exist or has been deleted.",
        vehicleEditForbidden: "You don't have permission to edit this vehicle.",
        welcomeBack: 'Welcome back, {{nickname}}!',
      }),
    );
  });
});
