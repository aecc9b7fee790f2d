import './toast-message.css';

export interface ToastMessageProps {
  title: string;
  /** What happened or what to do next, e.g. which car was deleted. */
  description: string;
}

/** The body of a toast with a bold title over a line of explanation. */
export function ToastMessage({ title, description }: ToastMessageProps) {
  return (
    <span className="cc-toast-message">
      <strong className="cc-toast-message__title">{title}</strong>
      <span>{description}</span>
    </span>
  );
}
