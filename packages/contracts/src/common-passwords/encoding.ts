/**
 * Front coding of a sorted word list, as the zxcvbn-ts dictionaries do: each word is written as the
 * length of the prefix it shares with the previous word (a capital letter, A = 0 … Z = 25) and the
 * rest of it. The words are lower case, so a capital always starts a word.
 */
const BASE = 'A'.charCodeAt(0);
const MAX_SHARED = 25;

export function encodeWords(sortedWords: readonly string[]): string {
  let previous = '';
  let encoded = '';
  for (const word of sortedWords) {
    if (/[A-Z]/.test(word)) throw new Error(`not lower case: ${word}`);
    let shared = 0;
    while (shared < MAX_SHARED && word[shared] !== undefined && word[shared] === previous[shared]) {
      shared += 1;
    }
    encoded += String.fromCharCode(BASE + shared) + word.slice(shared);
    previous = word;
  }
  return encoded;
}

export function decodeWords(encoded: string): string[] {
  const words: string[] = [];
  let previous = '';
  for (const [, shared, rest] of encoded.matchAll(/([A-Z])([^A-Z]*)/g)) {
    previous = previous.slice(0, shared!.charCodeAt(0) - BASE) + rest!;
    words.push(previous);
  }
  return words;
}
