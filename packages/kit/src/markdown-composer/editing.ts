import { NAME_MAY_FOLLOW, NICKNAME_CHARACTER, NICKNAME_MAX_LENGTH } from '@carclub/contracts';

/** The text area's text and selection: what a toolbar button reads and changes. */
export interface TextSelection {
  text: string;
  start: number;
  end: number;
}

/** A change to make: put `insert` over [`from`, `to`) and then select [`selectStart`, `selectEnd`). */
export interface TextEdit {
  from: number;
  to: number;
  insert: string;
  selectStart: number;
  selectEnd: number;
}

export type MarkdownAction = 'bold' | 'italic' | 'link' | 'quote' | 'code' | 'list';

export const MARKDOWN_ACTIONS: readonly MarkdownAction[] = [
  'bold',
  'italic',
  'link',
  'quote',
  'code',
  'list',
];

/** Marks around the selection, which stays selected inside them (or the caret between them). */
function wrap({ start, end, text }: TextSelection, before: string, after = before): TextEdit {
  const selected = text.slice(start, end);
  return {
    from: start,
    to: end,
    insert: `${before}${selected}${after}`,
    selectStart: start + before.length,
    selectEnd: start + before.length + selected.length,
  };
}

/** `prefix` at the start of every line the selection touches; the lines stay selected. */
function prefixLines({ start, end, text }: TextSelection, prefix: string): TextEdit {
  const from = text.lastIndexOf('\n', start - 1) + 1;
  const lineEnd = text.indexOf('\n', end);
  const to = lineEnd === -1 ? text.length : lineEnd;
  const lines = text.slice(from, to).split('\n');
  const insert = lines.map((line) => `${prefix}${line}`).join('\n');
  // A quote or list starts a block: it needs an empty line before it, unless it starts the text.
  const lead = from > 0 && text[from - 2] !== '\n' ? '\n' : '';
  return {
    from,
    to,
    insert: `${lead}${insert}`,
    selectStart: from + lead.length + prefix.length,
    selectEnd: from + lead.length + insert.length,
  };
}

/** The edit each toolbar button makes to the text and its selection. */
export function applyMarkdown(action: MarkdownAction, selection: TextSelection): TextEdit {
  switch (action) {
    case 'bold':
      return wrap(selection, '**');
    case 'italic':
      return wrap(selection, '_');
    case 'code': {
      const selected = selection.text.slice(selection.start, selection.end);
      return selected.includes('\n') ? wrap(selection, '```\n', '\n```') : wrap(selection, '`');
    }
    case 'link': {
      // [text](url) with `url` selected, to be typed over.
      const edit = wrap(selection, '[', '](url)');
      const urlStart = edit.from + edit.insert.length - 'url)'.length;
      return { ...edit, selectStart: urlStart, selectEnd: urlStart + 'url'.length };
    }
    case 'quote':
      return prefixLines(selection, '> ');
    case 'list':
      return prefixLines(selection, '- ');
  }
}

/** The `@` being typed at the caret: where it stands and the nickname typed after it so far. */
export interface MentionQuery {
  /** Index of the `@`. */
  at: number;
  /** The characters after it, up to the caret (at least one). */
  query: string;
}

/**
 * The mention the caret is finishing, by the renderer's rule (`NAME_MAY_FOLLOW`): an `@` at the
 * start of the text or after a space or an opening bracket or quote, followed by nickname
 * characters up to the caret. Null when the caret is anywhere else.
 */
export function mentionQueryAt(text: string, caret: number): MentionQuery | null {
  let at = caret;
  // Looks back no further than a nickname is long, so a long word costs nothing.
  while (at > 0 && caret - at <= NICKNAME_MAX_LENGTH && NICKNAME_CHARACTER.test(text[at - 1]!)) {
    at -= 1;
  }
  at -= 1;
  if (at < 0 || text[at] !== '@' || caret - at - 1 < 1 || caret - at - 1 > NICKNAME_MAX_LENGTH) {
    return null;
  }
  if (at > 0 && !NAME_MAY_FOLLOW.test(text[at - 1]!)) return null;
  return { at, query: text.slice(at + 1, caret) };
}
