import { render, screen } from '@testing-library/react';
import { PlaceholderPage } from '../placeholder-page';

it('names the page in its h1, says what is coming in the state below, and keeps more in a card', () => {
  render(
    <PlaceholderPage
      title="Clubs"
      badge="Coming soon"
      description="Clubs by make"
      action={<a href="/">Home</a>}
    >
      <p>More to read</p>
    </PlaceholderPage>,
  );
  const region = screen.getByRole('region', { name: 'Clubs' });
  expect(region).toHaveClass('cc-placeholder');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Clubs');
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Coming soon');
  expect(screen.getByText('Clubs by make')).toHaveClass('cc-state__description');
  expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
  expect(screen.getByText('More to read').parentElement).toHaveClass('cc-placeholder__more');
});

it('shown inside another page, names itself in an h2, leaving the page its one h1', () => {
  render(<PlaceholderPage titleAs="h2" title="Clubs" badge="Coming soon" description="Soon" />);
  expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Clubs' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    'Clubs',
    'Coming soon',
  ]);
});
