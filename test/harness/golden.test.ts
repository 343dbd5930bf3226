// Golden plans: every ordered pair of the three sync tools, and each of the other ten to and from
// Claude Code, both scopes, over the rich fixtures. Each case records the items with their fidelity and what is lost, every file action, and the full
// content of every file written. UPDATE_GOLDEN=1 rewrites them; review the diff before committing.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, test } from "node:test";
import { readHarness, rootsOf } from "../../src/harness/read.ts";
import { planMigration } from "../../src/migrate/migration.ts";
import { applyPlan } from "../../src/harness/plan/apply.ts";
import { planReport } from "../../src/harness/plan/report.ts";
import type { ToolId } from "../../src/harness/tools/ids.ts";
import { FIXTURES } from "../fixtures/harness.ts";
import { OTHER_FIXTURES } from "../fixtures/other-tools.ts";
import { GOLDEN, matchGolden } from "../support/golden.ts";
import { makeWorld, sanitize } from "../support/world.ts";

const SYNC_TOOLS = ["claude-code", "codex", "cursor"] as const satisfies readonly ToolId[];
const ALL_FIXTURES = { ...FIXTURES, ...OTHER_FIXTURES };
const PAIRS: [ToolId, ToolId][] = [
  ...SYNC_TOOLS.flatMap((from) => SYNC_TOOLS.filter((to) => to !== from).map((to): [ToolId, ToolId] => [from, to])),
  ...(Object.keys(OTHER_FIXTURES) as ToolId[]).flatMap((other): [ToolId, ToolId][] => [
    [other, "claude-code"],
    ["claude-code", other],
  ]),
];

describe("golden migrations", () => {
  for (const [from, to] of PAIRS) {
    for (const scope of ["global", "project"] as const) {
      test(`${from} → ${to} (${scope})`, async (t) => {
        const world = await makeWorld(ALL_FIXTURES[from]);
        const where = { home: world.home, repo: world.repo, env: world.env };
        const plan = await planMigration({ from, to: [to], scope, policy: "merge", ...where });
        const report = planReport(plan, where);
        // A target file that already says something else is a conflict under "merge": recorded, nothing written.
        const applied = await applyPlan(plan, {
          policy: "merge",
          svcHome: path.join(world.home, ".svc"),
          command: "test",
          now: new Date(0),
          roots: rootsOf(where),
        }).catch((error: Error) => {
          if (error.name !== "ConflictError") throw error;
          return { written: [], conflict: error.message };
        });
        const files: Record<string, string> = {};
        for (const written of applied.written) {
          const bytes = await readFile(written.path);
          files[written.path] = bytes.includes(0) ? `base64:${bytes.toString("base64")}` : bytes.toString("utf8");
        }
        const actual = sanitize(
          {
            items: report.items.map(({ kind, name, target, entry, fidelity, lost, note, action }) => ({
              kind,
              name,
              target,
              entry,
              fidelity,
              lost,
              note,
              action,
            })),
            changes: report.changes.map(({ path: file, action }) => ({ path: file, action })),
            errors: report.errors,
            ...("conflict" in applied ? { conflict: applied.conflict } : {}),
            files,
          },
          world,
        );
        await matchGolden(t, path.join(GOLDEN, `${from}-to-${to}.${scope}.json`), actual);
      });
    }
  }
});

// What svc reads from each tool's fixture, as neutral items: the readers' half of the goldens.
describe("golden reads", () => {
  for (const tool of Object.keys(ALL_FIXTURES) as ToolId[]) {
    for (const scope of ["global", "project"] as const) {
      test(`${tool} (${scope})`, async (t) => {
        const world = await makeWorld(ALL_FIXTURES[tool]);
        const read = await readHarness(tool, scope, { home: world.home, repo: world.repo, env: world.env });
        const items = read.items.map((item) => {
          const { raw: _raw, origin, ...rest } = item as typeof item & { raw?: string };
          return { ...rest, origin: { path: origin.path, ...(origin.entry === undefined ? {} : { entry: origin.entry }) } };
        });
        const actual = sanitize({ items, problems: read.problems }, world);
        await matchGolden(t, path.join(GOLDEN, "read", `${tool}.${scope}.json`), actual);
      });
    }
  }
});
