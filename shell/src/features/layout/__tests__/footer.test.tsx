import { render, screen } from '@testing-library/react';
import { initI18n, setLanguage } from '@carclub/i18n';
import { MemoryRouter } from '@carclub/router';

import '../../../i18n';
import { Footer } from '../footer';

beforeAll(async () => {
  await initI18n();
});
afterAll(() => setLanguage('en'));

describe('the footer', () => {
  it.each([
    ['en', 'Contact us'],
    ['uk', 'Зв’язатися з нами'],
  ] as const)('links the contact page on every page (%s)', async (language, name) => {
    await setLanguage(language);
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', '/support');
  });
});
