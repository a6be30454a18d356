import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInLanguage } from "../../test/render-in-language";
import { Skeleton, SkeletonGroup, SkeletonStill } from "./skeleton";
import styles from "./skeleton.module.css";

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

  it("stands still for what does not load yet: hidden, neither announced nor busy, its bones without a shimmer", () => {
    const { container } = renderInLanguage(
      "en",
      <SkeletonStill className="later">
        <Skeleton width="90%" />
      </SkeletonStill>,
    );
    expect(screen.queryByRole("status")).toBeNull();
    const still = container.firstElementChild as HTMLElement;
    expect(still.getAttribute("aria-hidden")).toBe("true");
    expect(still.getAttribute("aria-busy")).toBeNull();
    // skeleton.module.css stops a bone's shimmer under this class.
    expect(still.classList.contains(styles.still ?? "")).toBe(true);
    expect(still.classList.contains("later")).toBe(true);
    expect(still.querySelector(`.${styles.bone ?? ""}`)).not.toBeNull();
  });
});
