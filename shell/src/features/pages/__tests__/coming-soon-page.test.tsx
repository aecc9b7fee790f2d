import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@carclub/router';
import { initI18n, setLanguage, type Language } from '@carclub/i18n';

import '../../../i18n';
import { SECTIONS } from '../../../lib/sections';
import { ComingSoonPage } from '../coming-soon-page';

beforeAll(async () => {
  await initI18n();
});

describe.each<[Language, string]>([
  ['uk', 'Незабаром'],
  ['en', 'Coming soon'],
])('in %s, a coming-soon page', (language, badge) => {
  beforeAll(() => setLanguage(language));

  it('names its section and says what is coming to that section, not one line for all', () => {
    const descriptions = SECTIONS.map(({ id }) => {
      const { unmount } = render(
        <MemoryRouter>
          <ComingSoonPage section={id} />
        </MemoryRouter>,
      );
      const title = screen.getByRole('heading', { level: 1 }).textContent;
      expect(title).toBeTruthy();
      expect(screen.getByRole('region', { name: title ?? '' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(badge);
      const description = screen.getByText((_, element) =>
        Boolean(element?.classList.contains('cc-state__description')),
      ).textContent;
      unmount();
      return { title, description };
    });
    expect(new Set(descriptions.map(({ title }) => title)).size).toBe(SECTIONS.length);
    expect(new Set(descriptions.map(({ description }) => description)).size).toBe(SECTIONS.length);
  });
});
