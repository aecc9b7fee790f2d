/** A toast with a bold title and a line that says what happened, e.g. which car was deleted. */
export function ToastMessage({ title, description }: { title: string; description: string }) {
  return (
    <span className="vl-toast">
      <strong className="vl-toast__title">{title}</strong>
      <span>{description}</span>
    </span>
  );
}
