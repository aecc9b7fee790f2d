/** The preview's placeholder picture; the text beside it says what is missing. */

export function CarPlaceholderIcon() {
  return (
    <svg
      viewBox="0 0 48 48"
      width="48"
      height="48"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M8 30v-6l5-9a4 4 0 0 1 3.5-2h15a4 4 0 0 1 3.5 2l5 9v6a2 2 0 0 1-2 2H10a2 2 0 0 1-2-2Z" />
      <path d="M8 24h32" />
      <circle cx="15" cy="32" r="4" />
      <circle cx="33" cy="32" r="4" />
    </svg>
  );
}
