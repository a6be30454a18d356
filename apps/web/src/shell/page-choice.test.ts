import type { ComponentType } from "react";
import { describe, expect, it } from "vitest";
import { makePageChoice } from "./page-choice";
import type { PageProps } from "./page-props";

const Lazy: ComponentType<PageProps> = () => null;
const Loaded: ComponentType<PageProps> = () => null;

describe("the component a route's page renders with", () => {
  it("is the module's own once it is loaded before the route's first render: nothing suspends", () => {
    const choice = makePageChoice(() => Lazy);
    choice.loaded("profile.my-app-home", Loaded);
    expect(choice.pageFor("profile.my-app-home")).toBe(Loaded);
  });

  it("is the lazy one when the route renders first, and stays it once the module arrives (no remount)", () => {
    const choice = makePageChoice(() => Lazy);
    expect(choice.pageFor("profile.my-app-home")).toBe(Lazy);
    choice.loaded("profile.my-app-home", Loaded);
    expect(choice.pageFor("profile.my-app-home")).toBe(Lazy);
  });

  it("keeps each route's choice apart", () => {
    const choice = makePageChoice(() => Lazy);
    choice.loaded("profile.mobile", Loaded);
    expect(choice.pageFor("profile.my-app-home")).toBe(Lazy);
    expect(choice.pageFor("profile.mobile")).toBe(Loaded);
  });
});
