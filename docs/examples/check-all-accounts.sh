#!/usr/bin/env bash
# Checks every customer account the waea session can see and lists the failing ones: accounts with problems
# (errors or warnings) and accounts that could not be checked at all. Sign in first: waea login <email>.
#
#   docs/examples/check-all-accounts.sh            # from the repository root
#   CONCURRENCY=16 docs/examples/check-all-accounts.sh
#
# Exit code: waea's own (0 all healthy, 3 some have problems, 1 some could not be checked, 2 or 4 see docs/cli.md).
set -uo pipefail

report=$(npx --no-install waea account check --all --json --concurrency "${CONCURRENCY:-8}")
status=$?
if [ "$status" -ne 0 ] && [ "$status" -ne 1 ] && [ "$status" -ne 3 ]; then
  echo "waea account check failed (exit $status)" >&2
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
