import { apiClient } from '@carclub/api-client';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';

import { fakeApiMethods, renderPage, setupTestEnvironment } from '../../../test-utils/render';
import { useColors } from '../get-colors';
import { useManufacturers } from '../get-manufacturers';

const { get } = fakeApiMethods(apiClient);

setupTestEnvironment();

const versions = { manufacturers: 3, models: 1, bodyTypes: 1, colors: 7 };
let colors = [{ id: 'red', name: 'Red', locales: {}, hex: '#ff0000' }];

beforeEach(() => {
  get.mockImplementation(async (path: string) => {
    if (path === '/reference/versions') return { data: { ...versions } };
    if (path === '/colors') return { data: colors };
    if (path === '/manufacturers') return { data: [{ id: 'zaz', name: 'ZAZ', locales: {} }] };
    return { status: 404 };
  });
});

/** Two of a form's lists. */
function Lists() {
  const { data: colorList } = useColors();
  const { data: makes } = useManufacturers();
  return (
    <ul>
      {[...(colorList ?? []), ...(makes ?? [])].map((item) => (
        <li key={item.id}>{item.name}</li>
      ))}
    </ul>
  );
}

/** A list's make filter. */
function MakeFilter() {
  const { data: makes } = useManufacturers('filters');
  return (
    <ul>
      {(makes ?? []).map((item) => (
        <li key={item.id}>{item.name}</li>
      ))}
    </ul>
  );
}

/** The button stands for leaving the form and opening it again. */
function Reopenable({ children = <Lists /> }: { children?: ReactNode }) {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown(!shown)}>
        toggle
      </button>
      {shown && children}
    </>
  );
}

interface Versioned {
  params: { v: string };
}

const calls = (path: string) => get.mock.calls.filter(([url]) => url === path);

describe('versioned reference lists', () => {
  it('asks for each list with its version in the address', async () => {
    renderPage(<Lists />, '/', '/');
    expect(await screen.findByText('Red')).toBeVisible();
    expect(await screen.findByText('ZAZ')).toBeVisible();
    expect(calls('/colors')[0]?.[1]).toMatchObject({ params: { v: '7' } });
    expect(calls('/manufacturers')[0]?.[1]).toMatchObject({ params: { v: '3' } });
  });

  it('fetches a list again when its version moves on, and only that list', async () => {
    const user = userEvent.setup();
    renderPage(<Reopenable />, '/', '/');
    expect(await screen.findByText('Red')).toBeVisible();
    expect(await screen.findByText('ZAZ')).toBeVisible();

    // Staff add a colour: its version moves on, the makes' does not.
    colors = [...colors, { id: 'sea-green', name: 'Sea green', locales: {}, hex: '#2e8b57' }];
    versions.colors = 8;
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    await user.click(screen.getByRole('button', { name: 'toggle' }));

    expect(await screen.findByText('Sea green')).toBeVisible();
    const colorVersions = calls('/colors').map(([, config]) => (config as Versioned).params.v);
    expect(colorVersions).toEqual(['7', '8']);
    expect(calls('/manufacturers')).toHaveLength(1);
  });

  it("keeps a list filter's versions when it mounts again, where a form asks", async () => {
    const user = userEvent.setup();
    renderPage(<Reopenable>{<MakeFilter />}</Reopenable>, '/', '/');
    expect(await screen.findByText('ZAZ')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    expect(await screen.findByText('ZAZ')).toBeVisible();
    expect(calls('/reference/versions')).toHaveLength(1);

    renderPage(<Lists />, '/', '/');
    expect(await screen.findByText('Red')).toBeVisible();
    expect(calls('/reference/versions')).toHaveLength(2);
  });
});
