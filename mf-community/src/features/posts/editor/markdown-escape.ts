/**
 * What would start a block if a paragraph's line began with it: an ATX heading (`#` then a space),
 * a list item (`-`, `+`, `*` or `1.`/`1)` then a space), a quote (`>`), a fence or a thematic break.
 * Typed as text at a line's start, they must stay text when the markdown is read again.
 */
const BLOCK_START =
  /^(?:#{1,6}(?=[ \t]|$)|[-+*](?=[ \t]|$)|\d{1,9}(?=[.)](?:[ \t]|$))|>|`{3,}|~{3,}|=+[ \t]*$)/;

/** The ordered list's `1.`: its digits stay, its dot or parenthesis is escaped instead. */
const ORDERED = /^\d{1,9}$/;

/**
 * A paragraph's markdown with every line that would start a block escaped, so `# not a heading`
 * typed in the editor comes back as the same text (`\# not a heading`), never as a heading.
 * Inline characters (`*`, `_`, `[`…) the markdown extension escapes itself.
 */
export function escapeBlockStarts(markdown: string): string {
  return markdown
    .split('\n')
    .map((line) => {
      const match = BLOCK_START.exec(line);
      if (!match) return line;
      const start = match[0];
      if (ORDERED.test(start)) return `${start}\\${line.slice(start.length)}`;
      return `\\${line}`;
    })
    .join('\n');
}

/** An `@` and what may follow it in a nickname, with the `\_` the markdown extension writes. */
const MENTION = /@[A-Za-z0-9](?:[A-Za-z0-9.-]|\\?_)*/g;

/**
 * `@anna_k` as the renderer must see it to link the whole nickname: the markdown extension writes
 * every `_` of a text as `\_`, which would end the mention at `@anna`. A `_` between two letters
 * or digits never starts emphasis (CommonMark's intraword rule), so those go back unescaped.
 */
export function unescapeMentions(markdown: string): string {
  return markdown.replace(MENTION, (mention) =>
    mention.replace(/(?<=[A-Za-z0-9])\\_(?=[A-Za-z0-9])/g, '_'),
  );
}
