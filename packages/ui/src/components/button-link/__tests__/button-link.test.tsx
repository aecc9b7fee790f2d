import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, type ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from '@carclub/router';
import { ButtonLink } from '../button-link';

function renderAt(element: ReactElement) {
  const router = createMemoryRouter(
    [
      { path: '/', element },
      { path: '/add-car', element: <h1>Add a car</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

it('is a link with the button look, variant and size included', () => {
  renderAt(
    <ButtonLink to="/add-car" variant="secondary" size="lg" fullWidth>
      Add your first car
    </ButtonLink>,
  );
  const link = screen.getByRole('link', { name: 'Add your first car' });
  expect(link).toHaveAttribute('href', '/add-car');
  expect(link).toHaveClass('cc-button', 'cc-button--secondary', 'cc-button--lg', 'cc-button--full');
});

it('is primary and medium by default, keeps its own class and hides its icon', () => {
  renderAt(
    <ButtonLink to="/add-car" className="extra" icon={<svg data-testid="icon" />}>
      Add
    </ButtonLink>,
  );
  const link = screen.getByRole('link', { name: 'Add' });
  expect(link).toHaveClass('cc-button--primary', 'cc-button--md', 'extra');
  expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
});

it('navigates inside the app and passes its ref to the anchor', async () => {
  const ref = createRef<HTMLAnchorElement>();
  const router = renderAt(
    <ButtonLink ref={ref} to="/add-car">
      Add a car
    </ButtonLink>,
  );
  expect(ref.current).toBeInstanceOf(HTMLAnchorElement);
  await userEvent.click(screen.getByRole('link', { name: 'Add a car' }));
  expect(router.state.location.pathname).toBe('/add-car');
  expect(screen.getByRole('heading', { name: 'Add a car' })).toBeInTheDocument();
});
