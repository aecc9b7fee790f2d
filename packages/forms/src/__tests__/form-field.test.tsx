import { initI18n, i18n } from '@carclub/i18n';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';

import { errorText, FormField, SERVER_ERROR, showServerFieldErrors } from '../index';

const schema = z.object({
  email: z.string().min(1, 'validation.required'),
  nickname: z.string(),
});
type Values = z.infer<typeof schema>;

type Form = ReturnType<typeof useForm<Values>>;
let form: Form | undefined;
const keepForm = (ready: Form) => {
  form = ready;
};

function TestForm({ onReady = keepForm }: { onReady?: (form: Form) => void }) {
  const ownForm = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { email: '', nickname: '' },
  });
  useEffect(() => onReady(ownForm), [onReady, ownForm]);
  return (
    <form noValidate onSubmit={(event) => void ownForm.handleSubmit(() => undefined)(event)}>
      <FormField form={ownForm} name="email" label="E-mail" required />
      <FormField form={ownForm} name="nickname" label="Nickname" />
      <button type="submit">Send</button>
    </form>
  );
}

beforeAll(async () => {
  await initI18n();
  await i18n.changeLanguage('en');
});

describe('FormField', () => {
  it('shows the first schema error, translated, only once the field was left', async () => {
    const user = userEvent.setup();
    render(<TestForm />);
    const email = screen.getByRole('textbox', { name: /E-mail/ });
    expect(email).toHaveAttribute('aria-required', 'true');
    expect(screen.queryByText('Required field')).not.toBeInTheDocument();

    await user.click(email);
    await user.tab();

    expect(await screen.findByText('Required field')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Required field');
  });

  it('shows errors of untouched fields after a submit', async () => {
    const user = userEvent.setup();
    render(<TestForm />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Required field')).toBeInTheDocument();
  });
});

describe('showServerFieldErrors', () => {
  it('puts server messages under the named fields as they are and focuses the first', async () => {
    render(<TestForm />);
    let matched = false;
    act(() => {
      matched = showServerFieldErrors(
        form!.setError,
        { nickname: 'This nickname is already in use', other: 'ignored' },
        ['email', 'nickname'],
      );
    });
    expect(matched).toBe(true);
    expect(form!.getFieldState('nickname').error).toEqual(
      expect.objectContaining({ type: SERVER_ERROR, message: 'This nickname is already in use' }),
    );
    expect(form!.getFieldState('email').error).toBeUndefined();
    expect(screen.getByRole('textbox', { name: 'Nickname' })).toHaveFocus();
  });

  it('reports false when no message names a field of the form', () => {
    render(<TestForm />);
    expect(showServerFieldErrors(form!.setError, { other: 'x' }, ['email', 'nickname'])).toBe(
      false,
    );
  });
});

describe('errorText', () => {
  const translate = (key: string) => `translated:${key}`;
  it('translates schema keys and leaves server messages alone', () => {
    expect(errorText({ type: 'too_small', message: 'validation.required' }, translate)).toBe(
      'translated:validation.required',
    );
    expect(errorText({ type: SERVER_ERROR, message: 'Taken' }, translate)).toBe('Taken');
    expect(errorText(undefined, translate)).toBeUndefined();
  });
});
