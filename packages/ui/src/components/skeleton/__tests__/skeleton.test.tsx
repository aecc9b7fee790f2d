import { render, screen } from '@testing-library/react';
import { Skeleton, SkeletonBlock } from '../skeleton';
import { setupTestLanguage } from '../../../test-utils/i18n';

setupTestLanguage('en');

it('is a busy region that screen readers hear as "Loading…" and nothing else', () => {
  const { container } = render(<Skeleton lines={4} />);
  const region = container.firstElementChild as HTMLElement;
  expect(region).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByText('Loading…')).toHaveClass('visually-hidden');
  const shapes = region.querySelector('.cc-skeleton__shapes');
  expect(shapes).toHaveAttribute('aria-hidden', 'true');
  expect(shapes?.children).toHaveLength(4);
});

it('takes custom shapes and a label', () => {
  render(
    <Skeleton label="Loading your cars">
      <SkeletonBlock shape="rect" height="10rem" />
      <SkeletonBlock shape="circle" />
    </Skeleton>,
  );
  expect(screen.getByText('Loading your cars')).toBeInTheDocument();
  expect(document.querySelector('.cc-skeleton-block--rect')).toHaveStyle({ height: '10rem' });
  expect(document.querySelectorAll('.cc-skeleton-block')).toHaveLength(2);
});
