/** The handle's dots; the handle's label carries the text. */
export function DragHandleIcon() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      {[3, 8, 13].flatMap((y) =>
        [5.5, 10.5].map((x) => (
          <circle key={`${x}-${y}`} cx={x} cy={y} r="1.5" fill="currentColor" />
        )),
      )}
    </svg>
  );
}
