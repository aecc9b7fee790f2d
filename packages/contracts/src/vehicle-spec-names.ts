import type { FUEL_TYPES, TRANSMISSIONS } from './enum-values';

/**
 * A car's fuel and gearbox as the site names them, zod-free like `enum-values.ts`: the garage's
 * i18n resources show them on the car's page, and the server writes the same words into the
 * page's structured data, so a search engine reads what a visitor reads.
 */
export const FUEL_TYPE_NAMES = {
  en: {
    petrol: 'Petrol',
    diesel: 'Diesel',
    hybrid: 'Hybrid',
    electric: 'Electric',
    gas: 'Gas (LPG/CNG)',
    hydrogen: 'Hydrogen',
  },
  uk: {
    petrol: 'Бензин',
    diesel: 'Дизель',
    hybrid: 'Гібрид',
    electric: 'Електро',
    gas: 'Газ (ГБО)',
    hydrogen: 'Водень',
  },
} as const satisfies Record<'en' | 'uk', Record<(typeof FUEL_TYPES)[number], string>>;

export const TRANSMISSION_NAMES = {
  en: {
    manual: 'Manual',
    automatic: 'Automatic',
    robot: 'Automated manual (robot)',
    variator: 'CVT (variator)',
  },
  uk: {
    manual: 'Механічна',
    automatic: 'Автоматична',
    robot: 'Робот',
    variator: 'Варіатор',
  },
} as const satisfies Record<'en' | 'uk', Record<(typeof TRANSMISSIONS)[number], string>>;
