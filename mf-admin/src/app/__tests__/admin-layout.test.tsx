import { apiClient } from '@carclub/api-client';
import { i18n } from '@carclub/i18n';
import {
  CURRENT_USER_QUERY_KEY,
  OPEN_REPORTS_QUERY_KEY,
  queryClient as sessionQueryClient,
} from '@carclub/session';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from '@carclub/router';
import { staffUserFixture } from '@carclub/testing/fixtures';

import { fakeApiMethods, setupTestEnvironment, signedInAs } from '../../test-utils/render';
import { AdminLayout } from '../admin-layout';

const { get } = fakeApiMethods(apiClient);

const MODERATOR = staffUserFixture('moderator', ['dashboard:view', 'reports:handle']);

setupTestEnvironment();
beforeEach(() => sessionQueryClient.clear());
signedInAs(MODERATOR);
afterEach(async () => {
  await i18n.changeLanguage('en');
});

/** The layout in the page's one QueryClient, where the shell writes the stream's events. */
function renderLayout() {
  const router = createMemoryRouter([{ path: '/dashboard/*', element: <AdminLayout /> }], {
    initialEntries: ['/dashboard'],
  });
  return render(
    <QueryClientProvider client={sessionQueryClient}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe("the dashboard's navigation", () => {
  it('says how many reports are open, and follows the live count', async () => {
    get.mockResolvedValue({ data: { open: 1 } });
    renderLayout();
    expect(await screen.findByRole('link', { name: 'Reports 1 open' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/admin/reports/open-count', expect.anything());

    // What the shell writes when the stream's `reports` event arrives.
    await act(async () => {
      sessionQueryClient.setQueryData(OPEN_REPORTS_QUERY_KEY, { open: 3 });
    });
    expect(await screen.findByRole('link', { name: 'Reports 3 open' })).toBeInTheDocument();
    await act(async () => {
      sessionQueryClient.setQueryData(OPEN_REPORTS_QUERY_KEY, { open: 0 });
    });
    expect(await screen.findByRole('link', { name: 'Reports' })).toBeInTheDocument();
  });

  it.each([
    [1, 'Скарги 1 відкрита'],
    [2, 'Скарги 2 відкриті'],
    [5, 'Скарги 5 відкритих'],
    [21, 'Скарги 21 відкрита'],
  ])('names %i open reports in Ukrainian with the right form', async (open, name) => {
    await i18n.changeLanguage('uk');
    get.mockResolvedValue({ data: { open } });
    renderLayout();
    expect(await screen.findByRole('link', { name })).toBeInTheDocument();
  });

  it('asks for no count when the member does not handle reports', async () => {
    sessionQueryClient.setQueryData(CURRENT_USER_QUERY_KEY, {
      ...MODERATOR,
      permissions: ['dashboard:view', 'reference:manage'],
    });
    renderLayout();
    expect(await screen.findByRole('link', { name: 'Overview' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Reports/ })).toBeNull();
    expect(get).not.toHaveBeenCalled();
  });
});
