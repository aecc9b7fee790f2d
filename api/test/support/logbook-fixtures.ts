import type { LogbookEntry, LogbookEntryFormInput } from '@carclub/contracts';

import type { App } from '../../src/app-type';
import type { Member } from './vehicle-fixtures';

/** A valid service entry; overrides replace its fields (undefined leaves a field out). */
export function entryPayload(overrides: Record<string, unknown> = {}): LogbookEntryFormInput {
  const payload: Record<string, unknown> = {
    title: 'Oil and filters',
    date: '2024-03-15',
    mileage: 42_000,
    category: 'service',
    cost: 129.9,
    currency: 'EUR',
    story: 'Changed the **oil**.',
    parts: [{ name: 'Oil filter', partNumber: 'W 712/95', price: 12.5 }],
    visibility: 'public',
    costHidden: false,
    ...overrides,
  };
  for (const key of Object.keys(payload)) if (payload[key] === undefined) delete payload[key];
  return payload as LogbookEntryFormInput;
}

export const fuelPayload = (
  mileage: number | null,
  litres: number,
  fullTank: boolean,
  date = '2024-04-01',
) =>
  entryPayload({
    title: 'Fuel',
    category: 'fuel',
    date,
    mileage,
    litres,
    fullTank,
    cost: null,
    currency: null,
    parts: [],
  });

export function logbookUrl(vehicleId: string, entryId?: string): string {
  const base = `/api/private-transport/${vehicleId}/logbook`;
  return entryId === undefined ? base : `${base}/${entryId}`;
}

export async function addEntry(
  app: App,
  member: Member,
  vehicleId: string,
  payload: LogbookEntryFormInput = entryPayload(),
): Promise<LogbookEntry> {
  const response = await app.inject({
    method: 'POST',
    url: logbookUrl(vehicleId),
    headers: member.headers,
    payload: payload as object,
  });
  if (response.statusCode !== 201) {
    throw new Error(`entry not added: ${response.statusCode} ${response.body}`);
  }
  return response.json<LogbookEntry>();
}

export function fieldsOf(response: { json: <T>() => T }): Record<string, string[]> {
  return response.json<{ details: { fields: Record<string, string[]> } }>().details.fields;
}
