import { render, screen } from '@testing-library/react';
import { EmptyState } from '../empty-state';

it('shows a heading, description, action and a decorative icon', () => {
  render(
    <EmptyState
      icon={<svg data-testid="icon" />}
      title="No cars yet"
      description="Add your first car to start your garage."
      action={<button type="button">Add a car</button>}
    />,
  );
  expect(screen.getByRole('heading', { level: 2, name: 'No cars yet' })).toBeInTheDocument();
  expect(screen.getByText('Add your first car to start your garage.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add a car' })).toBeInTheDocument();
  expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
});

it('fits the heading into the page outline', () => {
  render(<EmptyState title="Nothing found" headingLevel={3} />);
  expect(screen.getByRole('heading', { level: 3, name: 'Nothing found' })).toBeInTheDocument();
});

it('leaves out the parts it was not given', () => {
  const { container } = render(<EmptyState title="Empty" />);
  expect(container.querySelector('.cc-state__icon')).toBeNull();
  expect(container.querySelector('.cc-state__description')).toBeNull();
  expect(container.querySelector('.cc-state__action')).toBeNull();
});
