/** A toast with a bold title and a line saying what happened or what to do next. */
export function ToastMessage({ title, description }: { title: string; description: string }) {
  return (
    <span className="vf-toast">
      <strong className="vf-toast__title">{title}</strong>
      <span>{description}</span>
    </span>
  );
}
