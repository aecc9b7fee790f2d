import { apiClient } from '@carclub/api-client';
import { i18n } from '@carclub/i18n';
import { fakeApiMethods, renderPage, setupTestEnvironment } from '@carclub/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';

import { MarkdownComposer } from '../markdown-composer';

setupTestEnvironment();
const { get } = fakeApiMethods(apiClient);

const MEMBERS = [
  { nickname: 'ann', displayName: 'Ann Driver', avatar: null },
  { nickname: 'anna.k', displayName: 'anna.k', avatar: '/media/a.webp' },
  { nickname: 'andriy', displayName: 'Андрій', avatar: null },
];

/** A comment form as a remote writes it: react-hook-form's `register` on the composer. */
function CommentForm({ onSave }: { onSave: (body: string) => void }) {
  const form = useForm({ defaultValues: { body: '' } });
  return (
    <form onSubmit={(event) => void form.handleSubmit(({ body }) => onSave(body))(event)}>
      <MarkdownComposer
        label="Comment"
        hint="Markdown works"
        maxLength={100}
        {...form.register('body')}
      />
      <button type="submit">Send</button>
    </form>
  );
}

function renderForm() {
  const onSave = jest.fn();
  renderPage(<CommentForm onSave={onSave} />, '/');
  return { onSave, textbox: screen.getByRole('textbox', { name: 'Comment' }) };
}

const send = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
};

describe('MarkdownComposer', () => {
  beforeEach(() => {
    get.mockImplementation(async (url: string, options?: { params?: { q?: string } }) => {
      if (url !== '/members/suggest') throw new Error(`unexpected GET ${url}`);
      const prefix = (options?.params?.q ?? '').toLowerCase();
      return { data: { members: MEMBERS.filter((m) => m.nickname.startsWith(prefix)) } };
    });
  });
  beforeEach(() => i18n.changeLanguage('en'));

  it('is a labelled text area whose text react-hook-form submits', async () => {
    const { onSave, textbox } = renderForm();
    expect(textbox).toHaveAccessibleDescription(expect.stringContaining('Markdown works'));
    await userEvent.type(textbox, 'Fixed the brakes');
    await send();
    expect(onSave).toHaveBeenCalledWith('Fixed the brakes');
  });

  it('marks up the selection from the toolbar, and the form gets the marked-up text', async () => {
    const { onSave, textbox } = renderForm();
    await userEvent.type(textbox, 'new brakes');
    (textbox as HTMLTextAreaElement).setSelectionRange(4, 10);
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    expect(toolbar).toHaveAttribute('aria-controls', textbox.id);
    await userEvent.click(screen.getByRole('button', { name: 'Bold' }));
    expect(textbox).toHaveValue('new **brakes**');
    expect(textbox).toHaveFocus();
    await userEvent.keyboard('{Control>}i{/Control}');
    expect(textbox).toHaveValue('new **_brakes_**');
    await userEvent.click(screen.getByRole('button', { name: 'List' }));
    await send();
    expect(onSave).toHaveBeenCalledWith('- new **_brakes_**');
  });

  it('is one tab stop in its toolbar, moved through with the arrow keys', async () => {
    renderForm();
    const bold = screen.getByRole('button', { name: 'Bold' });
    expect(screen.getByRole('button', { name: 'Italic' })).toHaveAttribute('tabindex', '-1');
    bold.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Italic' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'List' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(bold).toHaveFocus();
  });

  it('offers members after an @, chosen with the arrow keys and inserted with Enter', async () => {
    const { onSave, textbox } = renderForm();
    await userEvent.type(textbox, 'thanks @an');
    const list = await screen.findByRole('listbox', { name: 'Members to mention' });
    expect(get).toHaveBeenLastCalledWith(
      '/members/suggest',
      expect.objectContaining({ params: { q: 'an' } }),
    );
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(3);
    expect(options[0]).toHaveAccessibleName('Ann Driver @ann');
    expect(options[1]).toHaveAccessibleName('anna.k @anna.k');
    expect(options[2]).toHaveAccessibleName('Андрій @andriy');
    expect(textbox).toHaveAttribute('aria-controls', list.id);
    expect(textbox).toHaveAttribute('aria-autocomplete', 'list');
    expect(textbox).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(
      screen.getByText('3 members: arrow keys to choose, Enter to insert'),
    ).toBeInTheDocument();

    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(textbox).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await userEvent.keyboard('{Enter}');
    expect(textbox).toHaveValue('thanks @andriy ');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(textbox).not.toHaveAttribute('aria-activedescendant');
    await userEvent.type(textbox, 'and you');
    await send();
    expect(onSave).toHaveBeenCalledWith('thanks @andriy and you');
  });

  it('inserts the member picked with Tab or the pointer, in the middle of the text too', async () => {
    const { textbox } = renderForm();
    await userEvent.type(textbox, '@ann');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Tab}');
    expect(textbox).toHaveValue('@ann ');
    expect(textbox).toHaveFocus();

    await userEvent.type(textbox, 'and (@anna');
    await userEvent.click(await screen.findByRole('option', { name: /anna\.k/ }));
    expect(textbox).toHaveValue('@ann and (@anna.k ');
    expect(textbox).toHaveFocus();
  });

  it('closes the list with Escape until another @ is typed, and Enter then makes a new line', async () => {
    const { textbox } = renderForm();
    await userEvent.type(textbox, '@an');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await userEvent.type(textbox, 'n');
    // The pause in which the list would come back.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(textbox).toHaveValue('@ann\n');
    await userEvent.type(textbox, '@a');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
  });

  it('offers nothing after an @ inside a word, such as an e-mail address', async () => {
    const { textbox } = renderForm();
    await userEvent.type(textbox, 'ann@an');
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(get).not.toHaveBeenCalled();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('says when no member has such a nickname', async () => {
    const { textbox } = renderForm();
    await userEvent.type(textbox, '@zz');
    expect(await screen.findByText('No member with such a nickname')).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('counts the characters against the limit, after a reset too', async () => {
    const { onSave, textbox } = renderForm();
    expect(textbox).toHaveAttribute('maxlength', '100');
    expect(textbox).toHaveAccessibleDescription(expect.stringContaining('0 / 100'));
    await userEvent.type(textbox, 'hello');
    expect(screen.getByText('5 / 100')).toBeInTheDocument();
    onSave.mockImplementation(() => {
      (textbox as HTMLTextAreaElement).form!.reset();
    });
    await send();
    await waitFor(() => expect(screen.getByText('0 / 100')).toBeInTheDocument());
  });

  it('speaks Ukrainian', async () => {
    await i18n.changeLanguage('uk');
    const { textbox } = renderForm();
    expect(screen.getByRole('toolbar', { name: 'Форматування' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Жирний' })).toBeInTheDocument();
    await userEvent.type(textbox, '@an');
    expect(await screen.findByRole('listbox', { name: 'Кого згадати' })).toBeInTheDocument();
    expect(
      screen.getByText('3 учасники: виберіть стрілками, Enter — вставити'),
    ).toBeInTheDocument();
  });
});
