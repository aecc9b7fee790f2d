import './vehicle-card.css';

/** A car's side view where a card has no photo yet; decorative, the card's name says the rest. */
export function CarPlaceholder({ className }: { className?: string }) {
  return (
    <div className={className} aria-hidden="true">
      <svg viewBox="0 0 96 48" focusable="false">
        <path
          className="vl-placeholder__body"
          d="M8 34v-7c0-2.5 1.6-4.3 4-4.8l14-2.8 10-8.1c1.6-1.3 3.5-2 5.6-2h18.2c2.4 0 4.6 1 6.2 2.7l8.3 8.9 9.2 1.9c2.6.5 4.5 2.8 4.5 5.5V34c0 1.7-1.3 3-3 3h-5.5a9 9 0 0 0-17.9 0H33.4a9 9 0 0 0-17.9 0H11c-1.7 0-3-1.3-3-3z"
        />
        <path
          className="vl-placeholder__window"
          d="M31 20l7.5-6.1c.9-.7 2-1.1 3.1-1.1H48V20H31zM52 20v-7.2h7.6c1.3 0 2.5.5 3.4 1.5L68.8 20H52z"
        />
        <circle className="vl-placeholder__wheel" cx="24.5" cy="37" r="6.5" />
        <circle className="vl-placeholder__wheel" cx="73.5" cy="37" r="6.5" />
      </svg>
    </div>
  );
}
