import { render } from "@testing-library/react";
import { useRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { useKeepTyped } from "./keep-typed";

const Field = ({
  value,
  read,
}: {
  readonly value: string;
  readonly read: (input: HTMLInputElement) => string;
}) => {
  const ref = useRef<HTMLInputElement>(null);
  useKeepTyped(ref, read, value, () => undefined);
  return <input ref={ref} value={value} readOnly aria-label="Name" />;
};

describe("useKeepTyped", () => {
  it("compares the field with its state once per mount, not after every render", () => {
    const read = vi.fn((input: HTMLInputElement) => input.value);
    const { rerender, unmount } = render(<Field value="a" read={read} />);
    rerender(<Field value="ab" read={read} />);
    rerender(<Field value="abc" read={read} />);
    expect(read).toHaveBeenCalledOnce();
    unmount();
    render(<Field value="a" read={read} />);
    expect(read).toHaveBeenCalledTimes(2);
  });
});
