/** The only place the fake API reads its environment. */
export interface FakeApiEnv {
  readonly PORT?: string;
  readonly HOST?: string;
  readonly FAKE_API_SEED?: string;
  readonly FAKE_API_CONTROL?: string;
  readonly FAKE_API_BULK?: string;
  readonly FAKE_API_STATE?: string;
  readonly FAKE_API_CLOCK?: string;
  readonly FAKE_API_WEB_DIST?: string;
  readonly FAKE_API_CORS_ORIGINS?: string;
  readonly FAKE_API_NON_PRODUCTION?: string;
}

const pick = (name: keyof FakeApiEnv): Partial<FakeApiEnv> => {
  const value = process.env[name];
  return value === undefined || value === "" ? {} : { [name]: value };
};

export const readEnv = (): FakeApiEnv => ({
  ...pick("PORT"),
  ...pick("HOST"),
  ...pick("FAKE_API_SEED"),
  ...pick("FAKE_API_CONTROL"),
  ...pick("FAKE_API_BULK"),
  ...pick("FAKE_API_STATE"),
  ...pick("FAKE_API_CLOCK"),
  ...pick("FAKE_API_WEB_DIST"),
  ...pick("FAKE_API_CORS_ORIGINS"),
  ...pick("FAKE_API_NON_PRODUCTION"),
});
