import { NAME_MAY_FOLLOW, NICKNAME_PATTERN, normaliseTag } from '@carclub/contracts/mentions';
import { memberPage, tagPage } from '@carclub/contracts/page-paths';
import type { StateCore, Token } from 'markdown-it';

/** `info` of the link a mention or a tag becomes, which no link markdown-it makes carries. */
export const MENTION = 'mention';
export const TAG = 'tag';
export const MENTION_OR_TAG: ReadonlySet<string> = new Set([MENTION, TAG]);

/** The longest run of nickname characters from where it starts (sticky: it never rescans). */
const NICKNAME_RUN = /[A-Za-z0-9._-]+/y;
/** The longest run of tag characters (`TAG_CHARACTER` of the contracts). */
const TAG_RUN = /[\p{L}\p{M}\p{N}_]+/uy;
/** After the run: the word goes on (`@annа`, `#tag@x`), so the run is not a name on its own. */
const WORD_GOES_ON = /[\p{L}\p{N}@]/u;
/** An apostrophe inside a word (`#обов'язково`): the tag would be half a word. */
const APOSTROPHE = /['’ʼ]/u;
const LETTER = /\p{L}/u;

interface Found {
  kind: typeof MENTION | typeof TAG;
  start: number;
  end: number;
  /** The nickname (as typed) or the tag (normalised). */
  value: string;
}

interface LinkRange {
  index: number;
  lastIndex: number;
  schema: string;
}

function runAt(pattern: RegExp, text: string, at: number): string {
  pattern.lastIndex = at;
  return pattern.exec(text)?.[0] ?? '';
}

/** The mention or tag starting with the `@` or `#` at `start`, if it is one. */
function nameAt(text: string, start: number): Found | null {
  const sign = text[start];
  if (sign === '@') {
    const run = runAt(NICKNAME_RUN, text, start + 1);
    if (WORD_GOES_ON.test(text[start + 1 + run.length] ?? '')) return null;
    // A sentence may end right after the name: "thanks, @ann." or "@ann-".
    let length = run.length;
    while (length > 0 && '._-'.includes(run[length - 1]!)) length -= 1;
    const nickname = run.slice(0, length);
    if (!NICKNAME_PATTERN.test(nickname)) return null;
    return { kind: MENTION, start, end: start + 1 + nickname.length, value: nickname };
  }
  const run = runAt(TAG_RUN, text, start + 1);
  const after = start + 1 + run.length;
  if (WORD_GOES_ON.test(text[after] ?? '')) return null;
  if (APOSTROPHE.test(text[after] ?? '') && LETTER.test(text[after + 1] ?? '')) return null;
  const tag = normaliseTag(run);
  return tag === null ? null : { kind: TAG, start, end: after, value: tag };
}

/**
 * True when the name overlaps an address linkify will link (`mailto:a@b.c`, `x.com/#y`): it is part
 * of that address. A nickname that itself looks like a host (`@ann.ua`) stays a mention.
 * `addresses` are in order and apart, as linkify gives them, from the first that ends after the
 * name starts.
 */
function insideAddress(found: Found, addresses: readonly LinkRange[], from: number): boolean {
  for (let at = from; at < addresses.length && addresses[at]!.index < found.end; at += 1) {
    const address = addresses[at]!;
    if (!(address.index === found.start + 1 && address.schema === '')) return true;
  }
  return false;
}

/** Every mention and tag in one piece of plain text; `before` is the character that precedes it. */
export function findNames(
  text: string,
  before: string,
  addressesOf: (text: string) => readonly LinkRange[],
): Found[] {
  const found: Found[] = [];
  let addresses: readonly LinkRange[] | undefined;
  let passed = 0;
  for (let index = 0; index < text.length; index += 1) {
    const sign = text[index];
    if (sign !== '@' && sign !== '#') continue;
    const previous = index === 0 ? before : text[index - 1]!;
    if (previous !== '' && !NAME_MAY_FOLLOW.test(previous)) continue;
    const name = nameAt(text, index);
    if (!name) continue;
    addresses ??= addressesOf(text);
    // Names come in order: the addresses that end before this one starts are passed for good.
    while (passed < addresses.length && addresses[passed]!.lastIndex <= name.start) passed += 1;
    if (insideAddress(name, addresses, passed)) continue;
    found.push(name);
    // The name's characters hold no `@` or `#`: the scan goes on after it, each character once.
    index = name.end - 1;
  }
  return found;
}

function linkTokens(state: StateCore, text: Token, name: Found, typed: string): Token[] {
  const open = new state.Token('link_open', 'a', 1);
  open.attrs = [['href', name.kind === MENTION ? memberPage(name.value) : tagPage(name.value)]];
  open.info = name.kind;
  open.meta = { value: name.value };
  open.level = text.level;
  const label = new state.Token('text', '', 0);
  label.content = typed;
  label.level = text.level + 1;
  const close = new state.Token('link_close', 'a', -1);
  close.info = name.kind;
  close.level = text.level;
  return [open, label, close];
}

function textToken(state: StateCore, like: Token, content: string): Token {
  const token = new state.Token('text', '', 0);
  token.content = content;
  token.level = like.level;
  return token;
}

/**
 * The core rule that turns `@nickname` and `#tag` in plain text into links to the member's and the
 * tag's pages. Text inside links and code is not plain text, and an escaped `\@` or `\#` is its own
 * token, so neither is touched.
 */
export function linkMentionsAndTags(state: StateCore): void {
  const addressesOf = (text: string): readonly LinkRange[] =>
    state.md.linkify.test(text) ? (state.md.linkify.match(text) ?? []) : [];
  for (const block of state.tokens) {
    if (block.type !== 'inline' || !block.children) continue;
    const children: Token[] = [];
    let linkDepth = 0;
    let before = '';
    for (const token of block.children) {
      if (token.type === 'link_open') linkDepth += 1;
      if (token.type === 'link_close') linkDepth -= 1;
      const isText = token.type === 'text';
      const names = isText && linkDepth === 0 ? findNames(token.content, before, addressesOf) : [];
      before = isText || token.type === 'text_special' ? token.content.slice(-1) : '';
      if (names.length === 0) {
        children.push(token);
        continue;
      }
      let from = 0;
      for (const name of names) {
        if (name.start > from)
          children.push(textToken(state, token, token.content.slice(from, name.start)));
        children.push(...linkTokens(state, token, name, token.content.slice(name.start, name.end)));
        from = name.end;
      }
      if (from < token.content.length)
        children.push(textToken(state, token, token.content.slice(from)));
    }
    block.children = children;
  }
}
