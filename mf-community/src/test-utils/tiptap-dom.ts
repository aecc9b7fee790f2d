// ProseMirror measures the text it edits (to scroll the selection into view, to find a position
// under the pointer); jsdom lays nothing out and has no measures of a Range, nor elementFromPoint.
// Empty ones let the editor run in tests.
Object.assign(Range.prototype, {
  getClientRects: () => Object.assign([], { item: () => null }),
  getBoundingClientRect: () => new DOMRect(0, 0, 0, 0),
});
Object.assign(Document.prototype, { elementFromPoint: () => null });
