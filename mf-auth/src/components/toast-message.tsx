/** A toast with a bold title and a description line, e.g. "Registration Error" + what to do. */
export function ToastMessage({ title, description }: { title: string; description: string }) {
  return (
    <span className="auth-toast">
      <strong className="auth-toast__title">{title}</strong>
      <span>{description}</span>
    </span>
  );
}
