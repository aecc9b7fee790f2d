import type { ActiveSession } from '@carclub/contracts';

const PATHS: Record<ActiveSession['deviceType'], string> = {
  desktop: 'M3 5h18v11H3zM8 20h8M12 16v4',
  mobile: 'M7 2h10v20H7zM11 18h2',
  tablet: 'M4 3h16v18H4zM11 18h2',
};

/** The device's outline; decorative, its type is also written beside it. */
export function DeviceIcon({ type }: { type: ActiveSession['deviceType'] }) {
  return (
    <svg
      className="device__icon"
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[type]} />
    </svg>
  );
}
