#!/usr/bin/env bash
# Checks every customer account the waea session can see and lists the failing ones: accounts with problems
# (errors or warnings) and accounts that could not be checked at all.
#
#   npm start                                                  # the fake API (and portal) on :8080, another shell
#   npx waea login ops@waea.test                               # once an hour: the password is Waea-Demo-2026
#   docs/examples/check-all-accounts.sh                        # from anywhere
#   CONCURRENCY=16 WAEA_API_URL=http://127.0.0.1:9090/api docs/examples/check-all-accounts.sh
#
# Not signed in (exit 4) and WAEA_EMAIL set: signs in first, asking for the password on a terminal.
# Exit code: waea's own (0 all healthy, 3 some have problems, 1 some could not be checked, 2 or 4 see docs/cli.md).
set -uo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
waea() { node "$root/apps/cli/bin/waea.mjs" "$@"; }

waea whoami > /dev/null 2>&1
if [ $? -eq 4 ] && [ -n "${WAEA_EMAIL:-}" ]; then
  waea login "$WAEA_EMAIL" || exit $?
fi

report=$(waea account check --all --json --concurrency "${CONCURRENCY:-8}")
status=$?
if [ "$status" -ne 0 ] && [ "$status" -ne 1 ] && [ "$status" -ne 3 ]; then
  # waea has said why on stderr (not signed in: exit 4; the API unreachable: exit 1 never gets here).
  exit "$status"
fi

# One JSON document on stdout: { accounts: [{ customerUUID, problems, worst, findings } | { customerUUID, error }], summary }
printf '%s' "$report" | node -e '
  let text = "";
  process.stdin.on("data", (chunk) => (text += chunk)).on("end", () => {
    const { accounts, summary } = JSON.parse(text);
    for (const account of accounts) {
      if ("error" in account) console.log(`${account.customerUUID}  not checked: ${account.error}`);
      else if (account.problems)
        console.log(`${account.customerUUID}  ${account.worst}: ${account.findings.filter((f) => f.severity !== "info").map((f) => f.code).join(", ")}`);
    }
    console.error(`${summary.withProblems} with problems, ${summary.failed} not checked, of ${accounts.length}`);
  });
'
exit "$status"
