import { signal } from "@preact/signals-react";
import type { Language } from "@waea/domain/config";
import { anonymousVisitor, type AccountFacts, type VisitorState } from "@waea/domain/routing";
import { describe, expect, it } from "vitest";
import { warmHomeWhenIdle, WARM_AFTER_MILLIS, type WarmHomeHost } from "./warm-home";
import { homeFiles } from "./warm-home-list";

const LIST = {
  mobile: ["/assets/my-app-home-page-a.js", "/assets/card-b.css"],
  broadband: ["/assets/my-app-home-page-a.js", "/assets/broadband-home-c.js"],
  en: ["/assets/dashboard-en.js"],
  "mi-NZ": ["/assets/dashboard-mi.js"],
};

const account = (accountType: AccountFacts["accountType"]): AccountFacts => ({
  suspended: false,
  emailVerified: true,
  hasCards: true,
  hasParentBillingRoute: false,
  hasAddons: false,
  accountType,
  fibreOnly: false,
});

const signedIn = (facts: AccountFacts | undefined): VisitorState => ({
  ...anonymousVisitor,
  signedIn: true,
  account: facts,
});

/** A host whose delayed tasks run by hand, serving `list` from `path`, recording what it prefetches. */
const fakeHost = (options: { list?: Promise<unknown>; path?: string; savesData?: boolean } = {}) => {
  const tasks: Array<{ readonly task: () => void; readonly delayMillis: number }> = [];
  const prefetched: Array<string> = [];
  let path = options.path ?? "/";
  const host: WarmHomeHost = {
    pathname: () => path,
    savesData: () => options.savesData ?? false,
    later: (task, delayMillis) => tasks.push({ task, delayMillis }),
    fetchList: () => options.list ?? Promise.resolve(LIST),
    prefetch: (href) => prefetched.push(href),
  };
  return { host, tasks, prefetched, goTo: (next: string) => (path = next) };
};

const setup = (options: Parameters<typeof fakeHost>[0] = {}, language: Language = "en") => {
  const state = {
    visitor: signal<VisitorState>(anonymousVisitor),
    pageShown: signal(false),
    language: signal<Language>(language),
  };
  const fake = fakeHost(options);
  warmHomeWhenIdle(state, fake.host);
  return { state, ...fake };
};

const settled = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe("homeFiles", () => {
  it("takes the home's kind and its texts in English and the language shown, each file once", () => {
    expect(homeFiles(LIST, "mobile", "en")).toEqual([...LIST.mobile, ...LIST.en]);
    expect(homeFiles(LIST, "broadband", "mi-NZ")).toEqual([...LIST.broadband, ...LIST.en, ...LIST["mi-NZ"]]);
  });

  it("takes nothing but the build's files from a malformed list", () => {
    expect(homeFiles(undefined, "mobile", "en")).toEqual([]);
    expect(homeFiles("<!doctype html>", "mobile", "en")).toEqual([]);
    expect(homeFiles({ mobile: "/assets/a.js" }, "mobile", "en")).toEqual([]);
    expect(
      homeFiles(
        { mobile: ["/assets/a.js", 7, null, "https://elsewhere.example/x.js", "/api/v2/67/auth"] },
        "mobile",
        "en",
      ),
    ).toEqual(["/assets/a.js"]);
  });
});

describe("warmHomeWhenIdle (the signed-in home fetched ahead)", () => {
  it("waits for a shown page and a known account, then prefetches the home's files once, when idle", async () => {
    const { state, tasks, prefetched } = setup();
    state.pageShown.value = true;
    state.visitor.value = signedIn(undefined);
    expect(tasks).toHaveLength(0);
    state.visitor.value = signedIn(account("prepay"));
    expect(tasks.map((task) => task.delayMillis)).toEqual([WARM_AFTER_MILLIS]);
    expect(prefetched).toEqual([]);
    tasks[0]?.task();
    await settled();
    expect(prefetched).toEqual([...LIST.mobile, ...LIST.en]);
    state.visitor.value = signedIn(account("postpay"));
    expect(tasks).toHaveLength(1);
  });

  it("prefetches a broadband home's files for a fixed wireless account, with the texts in Māori", async () => {
    const { state, tasks, prefetched } = setup({}, "mi-NZ");
    state.visitor.value = signedIn(account("fwa"));
    state.pageShown.value = true;
    tasks[0]?.task();
    await settled();
    expect(prefetched).toEqual([...LIST.broadband, ...LIST.en, ...LIST["mi-NZ"]]);
  });

  it("fetches nothing where the visitor is on their home by then, or saves data", async () => {
    const home = setup();
    home.state.pageShown.value = true;
    home.state.visitor.value = signedIn(account("prepay"));
    home.goTo("/mobile-app-dashboard");
    home.tasks[0]?.task();
    await settled();
    expect(home.prefetched).toEqual([]);

    const saver = setup({ savesData: true });
    saver.state.pageShown.value = true;
    saver.state.visitor.value = signedIn(account("prepay"));
    expect(saver.tasks).toHaveLength(0);
  });

  it("fetches nothing when the list cannot be read, and does not throw", async () => {
    const { state, tasks, prefetched } = setup({ list: Promise.reject(new Error("offline")) });
    state.pageShown.value = true;
    state.visitor.value = signedIn(account("prepay"));
    tasks[0]?.task();
    await settled();
    expect(prefetched).toEqual([]);
  });
});
