import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInLanguage } from "../../test/render-in-language";
import { Skeleton, SkeletonGroup } from "./skeleton";

describe("Skeleton", () => {
  it("announces loading once and hides its fixed-size shapes from screen readers", async () => {
    const { container } = renderInLanguage(
      "en",
      <SkeletonGroup>
        <Skeleton shape="card" lines={2} />
        <Skeleton shape="block" height="8rem" />
        <Skeleton width="50%" />
      </SkeletonGroup>,
    );
    const status = await screen.findByRole("status");
    expect(status.textContent).toBe("Loading…");
    expect(status.getAttribute("aria-busy")).toBe("true");
    const shapes = container.querySelectorAll('[aria-hidden="true"]');
    expect(shapes).toHaveLength(3);
    expect((shapes[1] as HTMLElement).style.height).toBe("8rem");
    expect((shapes[2] as HTMLElement).style.width).toBe("50%");
    expect((shapes[0] as HTMLElement).style.minHeight).toBe("10rem");
  });
});
