import { apiClient } from '@carclub/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { RegisterPage } from '../../../pages/register-page';
import {
  errorPayload,
  fakeApiMethods,
  httpError,
  renderPage,
  setupTestEnvironment,
} from '../../../test-utils/render';

const { post } = fakeApiMethods(apiClient);

setupTestEnvironment();

const open = () => renderPage(<RegisterPage />, '/register');
const field = (name: RegExp) => screen.getByLabelText(name);

async function fillAndSubmit(email: string, password: string, nickname: string) {
  const user = userEvent.setup();
  await user.click(field(/e-mail/i));
  await user.keyboard(email);
  await user.tab();
  await user.keyboard(password);
  await user.tab();
  await user.keyboard(nickname);
  await user.keyboard('{Enter}');
  return user;
}

describe('registration form', () => {
  it('validates each field once it was left', async () => {
    open();
    const user = userEvent.setup();
    await user.type(field(/e-mail/i), 'ann@');
    await user.type(field(/^password/i), 'short');
    await user.type(field(/nickname/i), '-x');
    await user.tab();
    await waitFor(() =>
      expect(field(/e-mail/i)).toHaveAccessibleDescription('Invalid email address'),
    );
    expect(field(/^password/i)).toHaveAccessibleDescription(
      expect.stringContaining('Password must be at least'),
    );
    expect(field(/nickname/i)).toHaveAccessibleDescription(
      expect.stringContaining('Nickname must be'),
    );
  });

  it('sends the cleaned-up payload and then asks to check the e-mail, with "send again"', async () => {
    post.mockResolvedValueOnce({ data: { email: 'ann@example.com' } });
    open();
    const user = await fillAndSubmit(' Ann@Example.com', 'long enough password', 'ann_rides');

    const heading = await screen.findByRole('heading', { name: 'Check your e-mail' });
    expect(heading).toHaveFocus();
    expect(post).toHaveBeenCalledWith('/auth/register', {
      email: 'ann@example.com',
      password: 'long enough password',
      nickname: 'ann_rides',
    });
    expect(screen.getByText(/We sent an activation link to ann@example.com/)).toBeInTheDocument();

    post.mockResolvedValueOnce({ data: undefined });
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/a new link is on its way/);
    expect(post).toHaveBeenLastCalledWith('/auth/resend-activation', {
      email: 'ann@example.com',
    });
  });

  it.each([
    ['email', /e-mail/i, 'This email is already in use'],
    ['nickname', /nickname/i, 'This nickname is already in use'],
  ])('shows a 409 on %s under that field and focuses it', async (name, label, message) => {
    post.mockRejectedValueOnce(
      httpError(409, errorPayload(409, 'Conflict', 'Already in use', { [name]: ['taken'] })),
    );
    open();
    await fillAndSubmit('ann@example.com', 'long enough password', 'ann_rides');
    await waitFor(() =>
      expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(message)),
    );
    expect(field(label)).toHaveFocus();
    expect(screen.queryByText('Registration Error')).not.toBeInTheDocument();
  });

  it('shows "Registration Error" for any other failure', async () => {
    post.mockRejectedValueOnce(httpError(500, errorPayload(500, 'Internal Server Error', 'boom')));
    open();
    await fillAndSubmit('ann@example.com', 'long enough password', 'ann_rides');
    const toast = await screen.findByText('Registration Error');
    expect(toast.parentElement).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.queryByRole('heading', { name: 'Check your e-mail' })).not.toBeInTheDocument();
  });

  it('rates the password as it is typed, with the reasons it would be refused', async () => {
    open();
    const user = userEvent.setup();
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
    await user.type(field(/e-mail/i), 'ann.smith@example.com');
    await user.type(field(/^password/i), 'ann.smith-rides');

    const meter = screen.getByRole('meter', { name: 'Strength' });
    expect(meter).toHaveAttribute('aria-valuetext', 'Too weak');
    expect(
      screen.getByText('Password must not contain the name from your email address'),
    ).toBeInTheDocument();

    await user.clear(field(/^password/i));
    await user.type(field(/^password/i), 'Gearbox-oil-7-litres');
    expect(screen.getByRole('meter', { name: 'Strength' })).toHaveAttribute(
      'aria-valuetext',
      'Strong',
    );
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it.each([
    ['a common password', 'football1', 'one of the most common ones'],
    ['one repeated character', '          ', 'cannot be one character repeated'],
    ['the nickname', 'i-am-ann_rides!', 'must not contain your nickname'],
  ])('refuses %s under the password field without calling the API', async (_, password, text) => {
    open();
    await fillAndSubmit('taras@example.com', password, 'ann_rides');
    await waitFor(() =>
      expect(field(/^password/i)).toHaveAccessibleDescription(expect.stringContaining(text)),
    );
    expect(field(/^password/i)).toHaveFocus();
    expect(post).not.toHaveBeenCalled();
  });

  it('refuses a reserved nickname under its field', async () => {
    open();
    await fillAndSubmit('ann@example.com', 'Gearbox-oil-7-litres', 'Admin');
    await waitFor(() =>
      expect(field(/nickname/i)).toHaveAccessibleDescription(
        expect.stringContaining('This nickname is reserved'),
      ),
    );
    expect(post).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of the password under the field, translated", async () => {
    post.mockRejectedValueOnce(
      httpError(
        400,
        errorPayload(400, 'Bad Request', 'Bad Request', {
          password: ['validation.passwordContainsEmail'],
        }),
      ),
    );
    open();
    await fillAndSubmit('ann@example.com', 'Gearbox-oil-7-litres', 'ann_rides');
    await waitFor(() =>
      expect(field(/^password/i)).toHaveAccessibleDescription(
        expect.stringContaining('Password must not contain the name from your email address'),
      ),
    );
    expect(screen.queryByText('Registration Error')).not.toBeInTheDocument();
  });

  it('links the agreement to the four legal documents', () => {
    open();
    const agreement = screen.getByText(/By registering you accept/);
    const links = within(agreement).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['site rules', '/legal/site-rules'],
      ['user rules', '/legal/user-rules'],
      ['privacy policy', '/legal/privacy'],
      ['public offer', '/legal/offer'],
    ]);
    // In a new tab, said to screen readers, so the half-filled form stays where it is.
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener');
      expect(link).toHaveAccessibleDescription('Opens in a new tab');
    }
  });
});
