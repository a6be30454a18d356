import type { FormEvent, FormHTMLAttributes, Ref } from "react";

export interface FormProps extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  "method" | "action" | "noValidate" | "onSubmit"
> {
  /** The submit, once the browser's own submission is stopped; a promise it returns is left to run. */
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  readonly ref?: Ref<HTMLFormElement>;
}

/**
 * Every form of the portal. It says method="post": a prerendered form submitted before the page hydrates goes to
 * the server as a POST (answered 303 back to the page, its body unread), never a GET that would put what was typed,
 * a password included, in the URL. The fields are checked by the page with the spec's messages (noValidate), and the
 * browser's own submission is stopped before `onSubmit` runs.
 */
export const Form = ({ onSubmit, children, ref, ...rest }: FormProps) => (
  <form
    {...rest}
    ref={ref}
    method="post"
    noValidate
    onSubmit={(event) => {
      event.preventDefault();
      void onSubmit(event);
    }}
  >
    {children}
  </form>
);
