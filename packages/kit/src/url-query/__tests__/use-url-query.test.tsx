import { renderPage, setupTestEnvironment } from '@carclub/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';

import { useUrlQuery, type UrlQueryChanges } from '../use-url-query';

setupTestEnvironment();

const schema = z.object({
  status: z.enum(['open', 'closed']).optional(),
  search: z.string().optional(),
  page: z.coerce.number().int().min(1).default(1),
});

/** What the list would send, and a button per change it can make. */
function List({ changes }: { changes: Record<string, UrlQueryChanges> }) {
  const [query, update] = useUrlQuery(schema);
  return (
    <>
      <output>{JSON.stringify(query)}</output>
      {Object.entries(changes).map(([name, change]) => (
        <button key={name} type="button" onClick={() => update(change)}>
          {name}
        </button>
      ))}
    </>
  );
}

const shown = () => JSON.parse(screen.getByRole('status').textContent ?? '') as unknown;

describe('useUrlQuery', () => {
  it('reads the address through the schema; a bad value falls back alone, never an error', () => {
    renderPage(<List changes={{}} />, '/list', '/list?status=lost&search=golf&page=-3');
    expect(shown()).toEqual({ search: 'golf', page: 1 });
  });

  it('writes changes back: page 1 again after a filter, unknown parameters kept', async () => {
    const user = userEvent.setup();
    const { router } = renderPage(
      <List
        changes={{
          next: { page: 2 },
          closed: { status: 'closed' },
          all: { status: undefined, search: '' },
        }}
      />,
      '/list',
      '/list?utm_source=mail&search=golf',
    );
    await user.click(screen.getByRole('button', { name: 'next' }));
    expect(router.state.location.search).toBe('?utm_source=mail&search=golf&page=2');
    expect(shown()).toEqual({ search: 'golf', page: 2 });

    await user.click(screen.getByRole('button', { name: 'closed' }));
    expect(router.state.location.search).toBe('?utm_source=mail&search=golf&status=closed');

    await user.click(screen.getByRole('button', { name: 'all' }));
    expect(router.state.location.search).toBe('?utm_source=mail');
    expect(shown()).toEqual({ page: 1 });
  });

  it('adds no history entry for the same list again', async () => {
    const user = userEvent.setup();
    const { router } = renderPage(
      <List changes={{ same: { search: 'golf' } }} />,
      '/list',
      '/list?search=golf',
    );
    const before = router.state.historyAction;
    await user.click(screen.getByRole('button', { name: 'same' }));
    expect(router.state.historyAction).toBe(before);
    expect(router.state.location.search).toBe('?search=golf');
  });

  it('takes a parser instead of a schema, for a page that starts without zod', () => {
    const parse = (params: URLSearchParams) => ({ tab: params.get('tab') ?? 'about' });
    function Tabs() {
      const [query] = useUrlQuery(parse);
      return <output>{query.tab}</output>;
    }
    renderPage(<Tabs />, '/page', '/page?tab=photos');
    expect(screen.getByRole('status')).toHaveTextContent('photos');
  });
});
