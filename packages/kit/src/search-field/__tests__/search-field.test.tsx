import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderPage, setupTestEnvironment } from '@carclub/testing';

import { SEARCH_DEBOUNCE_MS, SearchField } from '../search-field';

setupTestEnvironment();

// The pause is the test's to end: on a busy machine, real time between a keystroke and a click
// can outlast it, and the search would run before the click these tests are about.
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());
const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
const pause = () =>
  act(async () => {
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS + 100);
  });

function openSearch() {
  const onSearch = jest.fn();
  renderPage(<SearchField name="q" value="" onSearch={onSearch} label="Search" hint="" />, '/');
  return onSearch;
}

describe('a list’s search field', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('searches once typing pauses, trimmed', async () => {
    const onSearch = openSearch();
    await user().type(screen.getByRole('searchbox', { name: 'Search' }), ' ann ');
    expect(onSearch).not.toHaveBeenCalled();
    await pause();
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('ann');
  });

  it('drops the search when a link to another page is clicked before the pause ends', async () => {
    window.history.replaceState(null, '', '/dashboard/members');
    const onSearch = jest.fn();
    renderPage(
      <>
        <SearchField name="q" value="" onSearch={onSearch} label="Search" hint="" />
        {/* The row's link, its page still loading: the address has not moved yet. */}
        <a href="/dashboard/members/u1" onClick={(event) => event.preventDefault()}>
          ann
        </a>
      </>,
      '/dashboard/members',
    );
    await user().type(screen.getByRole('searchbox', { name: 'Search' }), 'somebody else');
    await user().click(screen.getByRole('link', { name: 'ann' }));
    await pause();
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('keeps the search when a link on the same page is clicked', async () => {
    window.history.replaceState(null, '', '/dashboard/members');
    const onSearch = jest.fn();
    renderPage(
      <>
        <SearchField name="q" value="" onSearch={onSearch} label="Search" hint="" />
        <a href="/dashboard/members?page=2" onClick={(event) => event.preventDefault()}>
          next
        </a>
      </>,
      '/dashboard/members',
    );
    await user().type(screen.getByRole('searchbox', { name: 'Search' }), 'ann');
    await user().click(screen.getByRole('link', { name: 'next' }));
    await pause();
    expect(onSearch).toHaveBeenCalledWith('ann');
  });

  it('drops the search when the address has moved on before the pause ends (a row was clicked)', async () => {
    const onSearch = openSearch();
    await user().type(screen.getByRole('searchbox', { name: 'Search' }), 'somebody else');
    // The router has gone to the member's address; the table is still drawn until their page is.
    window.history.pushState(null, '', '/dashboard/members/u1');
    await pause();
    expect(onSearch).not.toHaveBeenCalled();
  });
});
