import { i18n, initI18n } from '@carclub/i18n';
import { render, screen, within } from '@testing-library/react';

import { DataTable } from '..';

beforeAll(async () => {
  await initI18n();
  await i18n.changeLanguage('en');
});

const rows = [
  { id: 1, name: 'Golf', year: 2019 },
  { id: 2, name: 'Civic', year: 2020 },
];

function table(props: Partial<Parameters<typeof DataTable<(typeof rows)[number]>>[0]> = {}) {
  return render(
    <DataTable
      className="cars"
      rows={rows}
      rowKey={(row) => row.id}
      caption="2 cars"
      status="Showing 1-2 of 2"
      columns={[
        { key: 'name', header: 'Car', rowHeader: true, cell: (row) => row.name },
        { key: 'year', header: 'Year', cell: (row) => row.year },
      ]}
      pagination={{ page: 1, pageCount: 2, onPageChange: () => undefined }}
      {...props}
    />,
  );
}

it('names each row by its first cell, under the column headers, with its status and pages', () => {
  table();
  const grid = screen.getByRole('table', { name: '2 cars' });
  expect(
    within(grid)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Car', 'Year']);
  expect(within(grid).getByRole('rowheader', { name: 'Civic' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Showing 1-2 of 2');
  expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
  // A plain scroll box unless asked for: nothing for the keyboard to stop on.
  expect(screen.queryByRole('region')).toBeNull();
  expect(grid.parentElement).toHaveClass('cars-wrap');
});

it('makes the scroll box a region the keyboard reaches, and labels cells for stacking', () => {
  table({ scrollRegion: true, stackedLabels: true });
  const region = screen.getByRole('region', { name: '2 cars' });
  expect(region).toHaveAttribute('tabindex', '0');
  expect(within(region).getByRole('cell', { name: '2019' })).toHaveAttribute('data-label', 'Year');
});
