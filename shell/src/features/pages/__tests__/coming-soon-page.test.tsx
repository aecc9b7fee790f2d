import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@carclub/router';
import { initI18n, setLanguage, type Language } from '@carclub/i18n';

import '../../../i18n';
import { isComingSoon, SECTIONS } from '../../../lib/sections';
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
    const pending = SECTIONS.filter(isComingSoon);
    const descriptions = pending.map(({ id }) => {
      const { unmount } = render(
        <MemoryRouter>
          <ComingSoonPage section={id} />
        </MemoryRouter>,
      );
      const title = screen.getByRole('heading', { level: 1 }).textContent;
      expect(title).toBeTruthy();
      // The placeholder layout every page not built yet shares (the billing page's too).
      expect(screen.getByRole('region', { name: title ?? '' })).toHaveClass('cc-placeholder');
      expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(badge);
      const description = screen.getByText((_, element) =>
        Boolean(element?.classList.contains('cc-state__description')),
      ).textContent;
      unmount();
      return { title, description };
    });
    expect(new Set(descriptions.map(({ title }) => title)).size).toBe(pending.length);
    expect(new Set(descriptions.map(({ description }) => description)).size).toBe(pending.length);
  });
});

it('has no placeholder texts left for the sections a page of their own now shows', async () => {
  const { en } = await import('../../../i18n/en');
  for (const { id } of SECTIONS.filter((section) => !isComingSoon(section))) {
    expect(Object.keys(en.comingSoon[id])).toEqual(['title']);
  }
});
