import { i18n } from '@carclub/i18n';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination, PaginationSummary, paginationRange, showingRange } from '../pagination';
import { setupTestLanguage } from '../../../test-utils/i18n';

setupTestLanguage('en');

describe('paginationRange', () => {
  it.each([
    [1, 1, [1]],
    [3, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 10, [1, 2, 3, 4, 5, 'ellipsis', 10]],
    [4, 10, [1, 2, 3, 4, 5, 'ellipsis', 10]],
    [5, 10, [1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]],
    [6, 10, [1, 'ellipsis', 5, 6, 7, 'ellipsis', 10]],
    [7, 10, [1, 'ellipsis', 6, 7, 8, 9, 10]],
    [10, 10, [1, 'ellipsis', 6, 7, 8, 9, 10]],
    [50, 100, [1, 'ellipsis', 49, 50, 51, 'ellipsis', 100]],
  ])('page %d of %d', (page, pageCount, expected) => {
    expect(paginationRange(page, pageCount)).toEqual(expected);
  });

  it('clamps an out-of-range page and handles no pages', () => {
    expect(paginationRange(99, 3)).toEqual([1, 2, 3]);
    expect(paginationRange(1, 0)).toEqual([]);
  });

  it('honours sibling and boundary counts', () => {
    expect(paginationRange(10, 20, 2, 2)).toEqual([
      1,
      2,
      'ellipsis',
      8,
      9,
      10,
      11,
      12,
      'ellipsis',
      19,
      20,
    ]);
  });
});

describe('showingRange', () => {
  it.each([
    [1, 12, 30, { from: 1, to: 12, total: 30 }],
    [2, 12, 30, { from: 13, to: 24, total: 30 }],
    [3, 12, 30, { from: 25, to: 30, total: 30 }],
    [1, 12, 0, { from: 0, to: 0, total: 0 }],
    [4, 12, 30, { from: 0, to: 0, total: 30 }],
    [0, 12, 5, { from: 1, to: 5, total: 5 }],
  ])('page %d, limit %d, total %d', (page, limit, total, expected) => {
    expect(showingRange(page, limit, total)).toEqual(expected);
  });
});

describe('Pagination', () => {
  it('is a labelled navigation landmark marking the current page', () => {
    render(<Pagination page={5} pageCount={10} onPageChange={jest.fn()} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const current = within(nav).getByRole('button', { name: 'Page 5' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Page 4' })).not.toHaveAttribute('aria-current');
    // Ellipses are visual only.
    expect(within(nav).getAllByText('…')).toHaveLength(2);
    within(nav)
      .getAllByText('…')
      .forEach((ellipsis) => expect(ellipsis).toHaveAttribute('aria-hidden', 'true'));
  });

  it('goes to a chosen, previous or next page', async () => {
    const onPageChange = jest.fn();
    render(<Pagination page={5} pageCount={10} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 10' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange.mock.calls).toEqual([[10], [4], [6]]);
  });

  it('does not report the page it is already on', async () => {
    const onPageChange = jest.fn();
    render(<Pagination page={2} pageCount={3} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = render(<Pagination page={1} pageCount={3} onPageChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    rerender(<Pagination page={3} pageCount={3} onPageChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} pageCount={1} onPageChange={jest.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('accepts a custom landmark label', () => {
    render(<Pagination page={1} pageCount={2} onPageChange={jest.fn()} label="My cars pages" />);
    expect(screen.getByRole('navigation', { name: 'My cars pages' })).toBeInTheDocument();
  });
});

describe('PaginationSummary', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('says which vehicles are shown, as a polite status', () => {
    render(<PaginationSummary page={2} limit={12} total={30} of="vehicles" />);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 13-24 of 30 vehicles');
  });

  it('formats large numbers for the language', () => {
    render(<PaginationSummary page={1} limit={12} total={1200} of="vehicles" />);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1-12 of 1,200 vehicles');
  });

  it('agrees with a single vehicle', () => {
    render(<PaginationSummary page={1} limit={12} total={1} of="vehicles" />);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1-1 of 1 vehicle');
  });

  it.each([
    ['entries', 2, 'Showing 1-2 of 2 entries'],
    ['entries', 1, 'Showing 1-1 of 1 entry'],
    ['bookmarks', 2, 'Showing 1-2 of 2 bookmarks'],
    ['bookmarks', 1, 'Showing 1-1 of 1 bookmark'],
  ] as const)('names what the list counts: %s, %d', (of, total, text) => {
    render(<PaginationSummary page={1} limit={12} total={total} of={of} />);
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });

  // Genitive after "з N": singular for one (1, 21, 101), plural for few (2–4, 22) and many
  // (5–20, 11–14, 25).
  it.each([
    ['vehicles', 1, 'Показано 1–1 з 1 автомобіля'],
    ['vehicles', 3, 'Показано 1–3 з 3 автомобілів'],
    ['vehicles', 5, 'Показано 1–5 з 5 автомобілів'],
    ['vehicles', 21, 'Показано 1–12 з 21 автомобіля'],
    ['entries', 1, 'Показано 1–1 з 1 запису'],
    ['entries', 2, 'Показано 1–2 з 2 записів'],
    ['entries', 11, 'Показано 1–11 з 11 записів'],
    ['entries', 21, 'Показано 1–12 з 21 запису'],
    ['entries', 25, 'Показано 1–12 з 25 записів'],
    ['bookmarks', 1, 'Показано 1–1 з 1 закладки'],
    ['bookmarks', 2, 'Показано 1–2 з 2 закладок'],
    ['bookmarks', 5, 'Показано 1–5 з 5 закладок'],
    ['bookmarks', 101, 'Показано 1–12 з 101 закладки'],
    ['bookmarks', 22, 'Показано 1–12 з 22 закладок'],
  ] as const)('speaks Ukrainian with the right noun and case: %s, %d', async (of, total, text) => {
    render(<PaginationSummary page={1} limit={12} total={total} of={of} />);
    await act(() => i18n.changeLanguage('uk'));
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });
});
