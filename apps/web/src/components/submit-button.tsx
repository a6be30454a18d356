import type { ReactNode } from "react";

/** The form's submit button: disabled and busy while the request runs, so nothing is sent twice. */
export const SubmitButton = ({
  pending,
  children,
}: {
  readonly pending: boolean;
  readonly children: ReactNode;
}) => (
  <button type="submit" disabled={pending} aria-busy={pending}>
    {children}
  </button>
);
