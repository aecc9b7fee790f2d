import { apiClient } from '@carclub/api-client';
import { i18n } from '@carclub/i18n';
import type { Editor } from '@tiptap/react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { fakeApiMethods, renderPage, setupTestEnvironment } from '../../../../test-utils/render';
import { RichTextEditor } from '../rich-text-editor';

setupTestEnvironment();
const { get } = fakeApiMethods(apiClient);

const MEMBERS = [
  { nickname: 'ann', displayName: 'Ann Driver', avatar: null },
  { nickname: 'anna_k', displayName: 'Anna K', avatar: null },
];

/** The editor as the post form has it; `type` puts text at the caret as typing would. */
async function renderEditor() {
  const onChange = jest.fn();
  let editor: Editor | null = null;
  renderPage(
    <>
      <span id="label">Text</span>
      <RichTextEditor
        initialValue=""
        onChange={onChange}
        labelledBy="label"
        onReady={(ready) => {
          editor = ready;
        }}
      />
    </>,
    '/',
  );
  const textbox = await screen.findByRole('textbox', { name: 'Text' });
  await waitFor(() => expect(editor).not.toBeNull());
  // jsdom has no text input ProseMirror reads (typing is the journey's, in Chromium).
  const type = (text: string) =>
    act(async () => {
      editor!.chain().focus().insertContent(text).run();
      await Promise.resolve();
    });
  const stored = () => onChange.mock.lastCall?.[0] as string | undefined;
  return { textbox, type, stored };
}

describe("the post editor's @ suggestions", () => {
  beforeEach(() => {
    get.mockImplementation(async (url: string, options?: { params?: { q?: string } }) => {
      if (url !== '/members/suggest') throw new Error(`unexpected GET ${url}`);
      const prefix = (options?.params?.q ?? '').toLowerCase();
      return { data: { members: MEMBERS.filter((m) => m.nickname.startsWith(prefix)) } };
    });
  });

  it('lists members after @, moves with the arrows and inserts @nickname with Enter', async () => {
    const user = userEvent.setup();
    const { textbox, type, stored } = await renderEditor();
    expect(textbox).toHaveAttribute('aria-autocomplete', 'list');
    await type('Thanks @an');

    const list = await screen.findByRole('listbox', { name: 'Members to mention' });
    expect(get).toHaveBeenCalledWith(
      '/members/suggest',
      expect.objectContaining({ params: { q: 'an' } }),
    );
    expect(textbox).toHaveAttribute('aria-controls', list.id);
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(2);
    expect(options[0]).toHaveTextContent('Ann Driver @ann');
    expect(options[1]).toHaveTextContent('Anna K @anna_k');
    expect(textbox).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(
      screen.getByText('2 members: arrow keys to choose, Enter to insert'),
    ).toBeInTheDocument();

    await user.keyboard('{ArrowDown}');
    expect(textbox).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(textbox).toHaveTextContent('Thanks @anna_k');
    // One paragraph still: Enter picked, it did not split the text.
    expect(textbox.querySelectorAll('p')).toHaveLength(1);
    expect(stored()).toBe('Thanks @anna_k ');
    expect(textbox).not.toHaveAttribute('aria-activedescendant');
  });

  it('closes the list with Escape until another @ is typed', async () => {
    const user = userEvent.setup();
    const { type } = await renderEditor();
    await type('@an');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    await type('n');
    // Still the same `@`: the list stays closed.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('listbox')).toBeNull();
    await type(' @a');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
  });

  it('says so in Ukrainian when no member has such a nickname', async () => {
    await act(() => i18n.changeLanguage('uk'));
    const { type } = await renderEditor();
    await type('@zz');
    expect(await screen.findByText('Немає учасника з таким нікнеймом')).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
