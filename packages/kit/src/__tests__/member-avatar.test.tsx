import { render } from '@testing-library/react';

import { MemberAvatar } from '../member-avatar/member-avatar';

describe('MemberAvatar', () => {
  it('shows the picture at its size, decorative, in the page’s class', () => {
    const { container } = render(
      <MemberAvatar
        nickname="olena"
        avatar="/media/a.webp"
        className="member__avatar"
        size={112}
      />,
    );
    const image = container.querySelector('img')!;
    expect(image).toHaveAttribute('src', '/media/a.webp');
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('width', '112');
    expect(image).toHaveClass('member__avatar');
  });

  it('without a picture, shows the first letter, whole even when it is an emoji', () => {
    const { container, rerender } = render(
      <MemberAvatar nickname="ïgor" avatar={null} className="vehicle-page__avatar" size={48} />,
    );
    const disc = container.querySelector('span')!;
    expect(disc).toHaveTextContent('Ï');
    expect(disc).toHaveClass('vehicle-page__avatar', 'vehicle-page__avatar--initial');
    expect(disc).toHaveAttribute('aria-hidden', 'true');
    rerender(<MemberAvatar nickname="🚗driver" avatar={null} className="x" size={48} />);
    expect(container.querySelector('span')).toHaveTextContent('🚗');
  });
});
