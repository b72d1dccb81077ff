import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';

interface SubmitButtonProps {
  /** The form is being sent: the button spins and takes no second tap. */
  pending: boolean;
  /** What it says while pending (antd's default: the children). */
  loadingText?: string;
  className?: string;
  children: ReactNode;
}

/** A form's full-width, large, rounded primary submit button. */
export function SubmitButton({ pending, loadingText, className, children }: SubmitButtonProps) {
  return (
    <Button
      block
      type="submit"
      color="primary"
      size="large"
      shape="rounded"
      loading={pending}
      disabled={pending}
      loadingText={loadingText}
      className={className}
    >
      {children}
    </Button>
  );
}
