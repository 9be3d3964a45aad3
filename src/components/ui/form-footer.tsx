import { Link } from 'react-router';
import { Button, buttonVariants } from './button';

interface FormFooterProps {
  /** The submit button's words, e.g. "Create badge". */
  submitLabel: string;
  /** A save in flight: the button shows it and refuses a second press. */
  pending?: boolean;
  /** Where Cancel goes; a form that is part of a larger page has none. */
  cancelHref?: string;
}

/** A form's last row: the submit button, with the Cancel link beside it on a page of its own. */
export function FormFooter({ submitLabel, pending = false, cancelHref }: FormFooterProps) {
  return (
    <div className="flex items-center gap-3">
      <Button type="submit" pending={pending}>
        {submitLabel}
      </Button>
      {cancelHref !== undefined && (
        <Link to={cancelHref} className={buttonVariants({ variant: 'ghost' })}>
          Cancel
        </Link>
      )}
    </div>
  );
}
