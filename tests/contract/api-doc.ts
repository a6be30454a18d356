import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import * as prettier from "prettier";
import { contractEntries, contractMarkdown } from "@waea/adapters/http/contract";
import { formatNzd } from "@waea/domain/money";
import {
  BULK_LOGIN_EMAIL,
  DEFAULT_SEED,
  DEMO_ACTIVATION_CODE,
  DEMO_EXPIRED_ACTIVATION_CODE,
  DEMO_INVITATION_CODE,
  DEMO_LOGINS,
  DEMO_PASSWORD,
  DEMO_PROMO_CODES,
  DEMO_VOUCHERS,
  DemoAdoptionTokens,
  OPS_LOGIN_EMAIL,
  coreLabels,
  uuidFor,
} from "@waea/fake-api/server";

/** docs/api.md: the hand-written text around generated blocks, which `npm run docs:api -w @waea/tests` rewrites. */
export const API_DOC = fileURLToPath(new URL("../../docs/api.md", import.meta.url));

const demoWorldMarkdown = (): string => {
  const rows = DEMO_LOGINS.map((demo) => {
    const customers = demo.accounts.map(
      (_, index) => `\`${uuidFor(DEFAULT_SEED, coreLabels.customer(demo.key, index))}\``,
    );
    return `| ${demo.email} | ${demo.note} | \`${uuidFor(DEFAULT_SEED, coreLabels.login(demo.key))}\` | ${customers.join("<br>") || "-"} |`;
  });
  return [
    `Every demo login signs in with the password \`${DEMO_PASSWORD}\`. UUIDs are those of the default seed (${DEFAULT_SEED}).`,
    "",
    "| login | what it shows | login UUID | customer account UUIDs |",
    "| --- | --- | --- | --- |",
    ...rows,
    `| ${OPS_LOGIN_EMAIL} | an operator's engineer: sees every customer account above (\`waea account check --all\`) | \`${uuidFor(DEFAULT_SEED, coreLabels.login("ops"))}\` | all of the above |`,
    `| ${BULK_LOGIN_EMAIL} | sees the N generated accounts of \`--bulk N\` (none by default) | \`${uuidFor(DEFAULT_SEED, coreLabels.login("bulk"))}\` | generated |`,
    "",
    "Codes of the demo world:",
    "",
    "| code | what |",
    "| --- | --- |",
    ...DEMO_VOUCHERS.redeemable.map(
      (voucher) => `| \`${voucher.code}\` | voucher worth ${formatNzd(voucher.cents)}, redeemable once |`,
    ),
    `| \`${DEMO_VOUCHERS.used.code}\` | voucher already redeemed by prepay@waea.test (refused) |`,
    `| \`${DEMO_PROMO_CODES.valid}\` | promo code, $5.00 credit once per account |`,
    `| \`${DEMO_PROMO_CODES.expired}\` | expired promo code (refused) |`,
    `| \`${DEMO_ACTIVATION_CODE}\` | activation link of new@waea.test's SIM (\`/activation/${DEMO_ACTIVATION_CODE}\`); its code is texted to 021 057 4909, read it at \`/api/__mailbox?to=0210574909\` |`,
    `| \`${DEMO_EXPIRED_ACTIVATION_CODE}\` | an expired activation link (a new one is offered by SMS) |`,
    `| \`${DemoAdoptionTokens.valid}\` | link token of new@waea.test's SIM (\`v3/adopt_by_token\`) |`,
    `| \`${DemoAdoptionTokens.expired}\` | the same link token, expired (TOKEN_ERROR) |`,
    `| \`${DemoAdoptionTokens.active}\` | link token of prepay@waea.test's SIM, already active (refused) |`,
    `| \`${DEMO_INVITATION_CODE}\` | invitation code: brings a customer account to whoever accepts it |`,
  ].join("\n");
};

/** The generated blocks by name. */
export const generatedBlocks = (): Readonly<Record<string, string>> => ({
  contract: contractMarkdown(contractEntries),
  "demo-world": demoWorldMarkdown(),
});

const block = /(<!-- generated:([\w-]+) -->)([\s\S]*?)(<!-- \/generated:\2 -->)/g;

/** The document with every generated block replaced by its current text, formatted as `npm run format` would. */
export const withGeneratedBlocks = async (document: string): Promise<string> => {
  const blocks = generatedBlocks();
  const replaced = document.replace(
    block,
    (whole, start: string, name: string, _old: string, end: string) => {
      const text = blocks[name];
      return text === undefined ? whole : `${start}\n\n${text}\n\n${end}`;
    },
  );
  const config = (await prettier.resolveConfig(API_DOC)) ?? {};
  return prettier.format(replaced, { ...config, parser: "markdown" });
};

if (process.argv.includes("--write")) {
  const current = readFileSync(API_DOC, "utf8");
  writeFileSync(API_DOC, await withGeneratedBlocks(current));
  console.log(`wrote ${API_DOC}`);
}
