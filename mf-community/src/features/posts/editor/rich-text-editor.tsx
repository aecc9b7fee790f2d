import type { MemberSuggestion } from '@carclub/contracts';
import {
  MemberSuggestionList,
  type MentionQuery,
  mentionQueryAt,
  useMemberSuggestions,
} from '@carclub/kit';
import { Paragraph } from '@tiptap/extension-paragraph';
import { Markdown } from '@tiptap/markdown';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { escapeBlockStarts, unescapeMentions } from './markdown-escape';
import './rich-text-editor.css';

/**
 * A paragraph whose lines never turn into blocks when its markdown is read again, and whose
 * mentions keep their whole nickname.
 */
const EscapedParagraph = Paragraph.extend({
  renderMarkdown(node, helpers, context) {
    return unescapeMentions(escapeBlockStarts(this.parent?.(node, helpers, context) ?? ''));
  },
});

/**
 * What a post may hold: paragraphs, `##`/`###` headings (the page's own are h1 and h2), bold,
 * italic, strike, inline code, code blocks, lists, quotes, rules and links. No underline (markdown
 * has none) and no images (a post's photos are uploads).
 */
export const POST_EDITOR_EXTENSIONS = [
  StarterKit.configure({
    paragraph: false,
    underline: false,
    heading: { levels: [2, 3] },
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
  }),
  EscapedParagraph,
  Markdown,
];

/**
 * The mention the caret is finishing (the composer's rule, `mentionQueryAt`), `at` being the
 * document position of its `@`; none in a code block or with text selected.
 */
export function mentionAtCaret(editor: Editor): MentionQuery | null {
  const { selection } = editor.state;
  if (!selection.empty) return null;
  const { $from } = selection;
  if ($from.parent.type.spec.code) return null;
  // Anything not text (a hard break) counts as a character no mention crosses.
  const text = $from.parent.textBetween(0, $from.parentOffset, undefined, '\ufffc');
  const found = mentionQueryAt(text, text.length);
  return found && { at: $from.start() + found.at, query: found.query };
}

export interface RichTextEditorProps {
  /** Markdown the editor starts from (read once). */
  initialValue: string;
  /** Every change, as markdown. */
  onChange: (markdown: string) => void;
  /** The label's id, and the hint's and error's (the field's `aria-describedby`). */
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  /** Called once the editor exists, for focus after a failed save. */
  onReady?: (editor: Editor) => void;
}

interface ToolButton {
  name: 'bold' | 'italic' | 'strike' | 'heading' | 'bulletList' | 'orderedList' | 'blockquote';
  glyph: string;
  run: (editor: Editor) => void;
  attributes?: Record<string, unknown>;
}

const TOOLS: ToolButton[] = [
  { name: 'bold', glyph: 'B', run: (editor) => editor.chain().focus().toggleBold().run() },
  { name: 'italic', glyph: 'I', run: (editor) => editor.chain().focus().toggleItalic().run() },
  { name: 'strike', glyph: 'S', run: (editor) => editor.chain().focus().toggleStrike().run() },
  {
    name: 'heading',
    glyph: 'H',
    run: (editor) => editor.chain().focus().toggleHeading({ level: 2 }).run(),
    attributes: { level: 2 },
  },
  {
    name: 'bulletList',
    glyph: '•',
    run: (editor) => editor.chain().focus().toggleBulletList().run(),
  },
  {
    name: 'orderedList',
    glyph: '№',
    run: (editor) => editor.chain().focus().toggleOrderedList().run(),
  },
  {
    name: 'blockquote',
    glyph: '❝',
    run: (editor) => editor.chain().focus().toggleBlockquote().run(),
  },
];

/**
 * The post's text in Tiptap, stored as markdown (ADR 0157): what the reader sees is what the
 * site's renderer makes of that markdown. `@` offers members as the comment composer does (the
 * kit's suggestion list), and the choice goes in as the text `@nickname`, which the renderer
 * links. Loaded with the editor pages alone (its own chunk).
 */
export function RichTextEditor({
  initialValue,
  onChange,
  labelledBy,
  describedBy,
  invalid = false,
  onReady,
}: RichTextEditorProps) {
  const { t } = useTranslation('community');
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  const [mention, setMention] = useState<MentionQuery | null>(null);
  const suggestions = useMemberSuggestions(mention);
  // ProseMirror asks the latest handler: the list's keys come first, as in the composer.
  const keyDownRef = useRef<(event: KeyboardEvent) => boolean>(() => false);
  const follow = (changed: Editor) => {
    const next = mentionAtCaret(changed);
    setMention((current) =>
      current?.at === next?.at && current?.query === next?.query ? current : next,
    );
  };

  const editor = useEditor({
    extensions: POST_EDITOR_EXTENSIONS,
    content: initialValue,
    contentType: 'markdown',
    immediatelyRender: false,
    editorProps: {
      attributes: {
        class: 'rich-editor__content',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        // The `@` list, as on the composer's text area (ADR 0160).
        'aria-autocomplete': 'list',
        ...(suggestions.open ? { 'aria-controls': suggestions.listId } : {}),
        ...(suggestions.activeDescendant
          ? { 'aria-activedescendant': suggestions.activeDescendant }
          : {}),
      },
      handleKeyDown: (_view, event) => keyDownRef.current(event),
    },
    onUpdate: ({ editor: changed }) => onChangeRef.current(changed.getMarkdown()),
    onTransaction: ({ editor: changed }) => follow(changed),
    onBlur: () => setMention(null),
  });

  /** Replaces the `@` and what follows it up to the caret with `@nickname `, as plain text. */
  const pick = (member: MemberSuggestion) => {
    if (!editor || !mention) return;
    const to = mention.at + 1 + mention.query.length;
    editor.view.dispatch(editor.state.tr.insertText(`@${member.nickname} `, mention.at, to));
    editor.commands.focus();
  };
  useEffect(() => {
    keyDownRef.current = (event) => {
      if (!suggestions.onKey(event.key, pick)) return false;
      event.preventDefault();
      event.stopPropagation();
      return true;
    };
  });

  useEffect(() => {
    if (editor) onReady?.(editor);
  }, [editor, onReady]);

  const active = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      Object.fromEntries(
        TOOLS.map((tool) => [tool.name, current?.isActive(tool.name, tool.attributes) ?? false]),
      ),
  });

  return (
    <div className="rich-editor__frame">
      <div className={invalid ? 'rich-editor rich-editor--invalid' : 'rich-editor'}>
        <div className="rich-editor__toolbar" role="toolbar" aria-label={t('editor.toolbar')}>
          {TOOLS.map((tool) => (
            <button
              key={tool.name}
              type="button"
              className={`rich-editor__tool rich-editor__tool--${tool.name}`}
              aria-label={t(`editor.tools.${tool.name}`)}
              aria-pressed={active?.[tool.name] ?? false}
              disabled={!editor}
              onClick={() => editor && tool.run(editor)}
            >
              <span aria-hidden="true">{tool.glyph}</span>
            </button>
          ))}
        </div>
        <EditorContent editor={editor} />
      </div>
      <MemberSuggestionList suggestions={suggestions} onPick={pick} />
    </div>
  );
}

export default RichTextEditor;
