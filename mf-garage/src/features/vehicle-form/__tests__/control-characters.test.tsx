import { apiClient } from '@carclub/api-client';
import { i18n } from '@carclub/i18n';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { AddCarPage } from '../../../pages/add-car-page';
import { fakeApiMethods, renderPage, setupTestEnvironment } from '../../../test-utils/render';
import { referenceAnswer } from '../../../test-utils/vehicle-fixtures';

const { get, post } = fakeApiMethods(apiClient);

setupTestEnvironment();
beforeEach(() => {
  get.mockImplementation(async (url: string, config?: { params?: Record<string, string> }) => {
    const answer = referenceAnswer(url, config);
    if (!answer) throw new Error(`unexpected GET ${url}`);
    return answer;
  });
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

/**
 * The contracts refuse control characters (ADR 0060); the form runs the same schema, so a pasted
 * invisible character is named under its field before anything is sent.
 */
describe('control characters in the add-car form', () => {
  it.each([
    ['en', /^Name/, /^About the car/, 'Remove invisible control characters'],
    ['uk', /^Назва/, /^Про авто/, 'Приберіть невидимі керівні символи'],
  ] as const)('in %s', async (language, name, description, message) => {
    await act(() => i18n.changeLanguage(language));
    const user = userEvent.setup();
    renderPage(<AddCarPage />, '/add-car');

    await user.click(screen.getByLabelText(name));
    await user.paste('Golf\u0000GTI');
    await user.click(screen.getByLabelText(description));
    await user.paste('Line one\nline\u001btwo');
    await user.tab();

    await waitFor(() =>
      expect(screen.getByLabelText(name)).toHaveAccessibleDescription(
        expect.stringContaining(message),
      ),
    );
    await waitFor(() =>
      expect(screen.getByLabelText(description)).toHaveAccessibleDescription(
        expect.stringContaining(message),
      ),
    );
    expect(post).not.toHaveBeenCalled();

    // Line breaks are how a description is written: without the escape the message goes.
    await user.clear(screen.getByLabelText(description));
    await user.paste('Line one\nline two');
    await user.tab();
    await waitFor(() =>
      expect(screen.getByLabelText(description)).not.toHaveAccessibleDescription(
        expect.stringContaining(message),
      ),
    );
  });
});
