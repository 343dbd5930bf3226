// A config file another program rewrites while svc works (issue 29 item 1): a real second process
// rewrites ~/.claude.json every 10 ms, as a running Claude Code does, while `svc migrate --yes`
// adds three servers to it. No update of the other writer is ever lost, and svc never exits 0
// unless its servers are in the file the other writer goes on from.
import assert from "node:assert/strict";
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, renameSync, rmdirSync, statSync, watch, writeFileSync } from "node:fs";
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, test } from "node:test";
import { rootsOf } from "../src/harness/read.ts";
import { planMigration } from "../src/migrate/migration.ts";
import { applyPlan } from "../src/harness/plan/apply.ts";
import { restoreBackup } from "../src/harness/plan/backup.ts";
import { claudeJson } from "./support/claude-json.ts";
import { BUNDLE, DEV_LICENSE, ROOT, tempDir } from "./support/cli.ts";
import { writeTree } from "./support/tree.ts";
import { waitUntil } from "./support/wait.ts";

const RACER = path.join(ROOT, "test/support/claude-json-racer.ts");
const CODEX =
  '[mcp_servers.alpha]\ncommand = "npx"\nargs = ["-y", "alpha-mcp"]\n\n[mcp_servers.beta]\ncommand = "uvx"\nargs = ["beta-mcp"]\n\n[mcp_servers.gamma]\nurl = "https://gamma.example.com/mcp"\n';

interface RacerReport {
  writes: number;
  lost: number;
  last: number;
  unreadable: number;
}

function lines(child: ChildProcessWithoutNullStreams): AsyncIterator<string> {
  let buffer = "";
  const queue: string[] = [];
  const waiting: ((line: IteratorResult<string>) => void)[] = [];
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
    buffer += chunk;
    for (let at = buffer.indexOf("\n"); at !== -1; at = buffer.indexOf("\n")) {
      const line = buffer.slice(0, at);
      buffer = buffer.slice(at + 1);
      const next = waiting.shift();
      if (next) next({ value: line, done: false });
      else queue.push(line);
    }
  });
  return { next: () => new Promise((resolve) => (queue.length > 0 ? resolve({ value: queue.shift() as string, done: false }) : waiting.push(resolve))) };
}

function run(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { PATH: process.env["PATH"] ?? "", ...env } });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** One migrate into ~/.claude.json while the racer rewrites it every 10 ms. */
export async function racingRun(
  bytes: number,
): Promise<{ code: number | null; stderr: string; json: Record<string, unknown> | null; racer: RacerReport; final: Record<string, unknown> }> {
  const home = await tempDir("svc-race-");
  const file = path.join(home, ".claude.json");
  await writeTree(home, { ".svc/license": DEV_LICENSE, ".codex/config.toml": CODEX });
  await writeFile(file, claudeJson({ bytes, home }));
  const racer = spawn(process.execPath, [RACER, file, "10"]);
  const out = lines(racer);
  assert.equal((await out.next()).value, "started");
  const migrate = await run([BUNDLE, "migrate", "--from", "codex", "--to", "claude-code", "--yes", "--json"], {
    HOME: home,
    SVC_HOME: path.join(home, ".svc"),
  });
  racer.stdin.end();
  const report = JSON.parse((await out.next()).value as string) as RacerReport;
  const final = JSON.parse(await readFile(file, "utf8")) as Record<string, unknown>;
  let json: Record<string, unknown> | null = null;
  try {
    json = JSON.parse(migrate.stdout) as Record<string, unknown>;
  } catch {
    json = null;
  }
  return { code: migrate.code, stderr: migrate.stderr, json, racer: report, final };
}

describe("~/.claude.json rewritten by another program while svc migrates into it", () => {
  test("an update of the other writer is lost only where svc stops and says so; exit 0 only with svc's servers in the file", async () => {
    let contended = 0;
    let lostRounds = 0;
    for (let round = 0; round < 3; round++) {
      const { code, stderr, json, racer, final } = await racingRun(200_000);
      assert.equal(racer.unreadable, 0, "the other writer read a half-written file");
      if (racer.lost > 0) {
        // The instant no check closes (a save landing between svc's last look and its rename; about
        // 1 run in 400 on a loaded machine, bench/large-home.ts --race): never silent.
        assert.notEqual(code, 0, `svc overwrote ${racer.lost} newer update(s) of the other writer and exited 0 (round ${round})\n${stderr}`);
        assert.match(stderr, /in the instant between svc's last look and svc's own write/, `a lost update svc did not name (round ${round})\n${stderr}`);
        lostRounds++;
      }
      assert.ok(lostRounds <= 1, `svc lost the other writer's updates in ${lostRounds} of ${round + 1} rounds\n${stderr}`);
      assert.ok(racer.writes >= 2, "the other writer did not run while svc worked");
      // The other writer's last count is in the file: nobody wrote over it after it stopped.
      assert.equal(final["numStartups"], racer.last);
      if (code === 0) {
        const servers = Object.keys(final["mcpServers"] as object);
        for (const name of ["alpha", "beta", "gamma"])
          assert.ok(servers.includes(name), `svc exited 0 but ${name} is not in the file (round ${round})\n${stderr}`);
        if (Array.isArray(json?.["changed_meanwhile"])) contended++;
      } else {
        assert.match(stderr, /changed|rewrit/, `exit ${code} without saying why\n${stderr}`);
      }
    }
    // The race is real: svc saw the file change under it at least once.
    assert.ok(contended > 0, "svc never saw the other writer's changes: the test does not race");
  });
});

describe("a file changed between the plan and the write", () => {
  async function planned(home: Record<string, string>) {
    const root = await tempDir("svc-changed-");
    await writeTree(root, home);
    const where = { home: root, env: {} };
    const plan = await planMigration({ from: "codex", to: ["claude-code"], scope: "global", policy: "merge", ...where });
    const apply = () => applyPlan(plan, { policy: "merge", svcHome: path.join(root, ".svc"), command: "test", now: new Date(), roots: rootsOf(where) });
    return { root, plan, apply };
  }

  test("svc's change is made to the new text; the backup holds the new text", async () => {
    const before = '{\n  "numStartups": 1,\n  "mcpServers": {}\n}';
    const { root, apply } = await planned({ ".codex/config.toml": CODEX, ".claude.json": before });
    const file = path.join(root, ".claude.json");
    const newer = '{\n  "numStartups": 2,\n  "tipsHistory": { "x": 1 },\n  "mcpServers": {}\n}';
    await writeFile(file, newer);
    const result = await apply();
    assert.deepEqual(result.changedMeanwhile, [file]);
    const after = JSON.parse(await readFile(file, "utf8"));
    assert.equal(after.numStartups, 2);
    assert.deepEqual(after.tipsHistory, { x: 1 });
    assert.deepEqual(Object.keys(after.mcpServers), ["alpha", "beta", "gamma"]);
    const backups = path.join(root, ".svc/backups", result.backupId as string);
    const manifest = JSON.parse(await readFile(path.join(backups, "manifest.json"), "utf8")) as { files: { path: string; copy?: string }[] };
    const copy = manifest.files.find((entry) => entry.path === file);
    assert.equal(await readFile(path.join(backups, copy?.copy as string), "utf8"), newer);
  });

  test("someone added the same server differently meanwhile: a conflict, and their file is left as they wrote it", async () => {
    const { root, apply } = await planned({ ".codex/config.toml": CODEX, ".claude.json": '{ "mcpServers": {} }' });
    const file = path.join(root, ".claude.json");
    const theirs = '{ "mcpServers": { "alpha": { "command": "their-alpha" } } }';
    await writeFile(file, theirs);
    await assert.rejects(apply(), (error: Error & { exit?: number }) => error.exit === 4 && /changed while svc worked, and now conflicts/.test(error.message));
    assert.equal(await readFile(file, "utf8"), theirs);
  });

  test("a file svc would change was removed meanwhile: created anew, and svc's own new file is no write lost", async () => {
    const { root, apply } = await planned({ ".codex/config.toml": CODEX, ".claude.json": '{\n  "numStartups": 1\n}' });
    const file = path.join(root, ".claude.json");
    await rm(file);
    const result = await apply();
    assert.deepEqual(result.changedMeanwhile, [file]);
    assert.deepEqual(Object.keys(JSON.parse(await readFile(file, "utf8")).mcpServers), ["alpha", "beta", "gamma"]);
  });

  test("a file svc would create was created meanwhile: edited, never replaced", async () => {
    const { root, apply } = await planned({ ".codex/config.toml": CODEX });
    const file = path.join(root, ".claude.json");
    await writeFile(file, '{\n  "numStartups": 1\n}');
    const result = await apply();
    const after = JSON.parse(await readFile(file, "utf8"));
    assert.equal(after.numStartups, 1);
    assert.deepEqual(Object.keys(after.mcpServers), ["alpha", "beta", "gamma"]);
    assert.deepEqual(result.changedMeanwhile, [file]);
  });
});

describe("svc's change written again after another program removed it (the re-write step)", () => {
  /**
   * A second writer driven by what svc does: svc writes; the other program writes a stale copy
   * (without svc's server); while svc stages its write again, the other program writes a copy that
   * does hold svc's server (so svc has nothing left to write); then a stale copy once more, which svc
   * answers by writing a third time. `interrupt`: Ctrl-C once svc has written again.
   */
  async function staleWriter(interrupt: false | "after svc wrote again" | "after the stale copy") {
    const root = await tempDir("svc-rewrite-");
    const original = { numStartups: 0, history: "h", mcpServers: {} };
    await writeTree(root, {
      ".codex/config.toml": '[mcp_servers.alpha]\ncommand = "npx"\nargs = ["-y", "alpha-mcp"]\n',
      ".claude.json": JSON.stringify(original, null, 2),
    });
    const file = path.join(root, ".claude.json");
    const where = { home: root, env: {} };
    const plan = await planMigration({ from: "codex", to: ["claude-code"], scope: "global", policy: "merge", ...where });
    let n = 0;
    const put = (value: unknown) => {
      const temporary = `${file}.other.${n++}`;
      writeFileSync(temporary, JSON.stringify(value, null, 2));
      renameSync(temporary, file);
    };
    put({ ...original, numStartups: 1 }); // changed since the plan: svc's write is contended, and watched afterwards
    const steps: string[] = [];
    const controller = new AbortController();
    let svcWrites = 0;
    const watcher = watch(root, (_type, name) => {
      if (name === null) return;
      const text = existsSync(file) ? readFileSync(file, "utf8") : "";
      if (steps.length === 0 && name === ".claude.json" && text.includes("alpha")) {
        steps.push("stale");
        put({ ...original, numStartups: 2 });
        if (interrupt === "after the stale copy") {
          steps.push("Ctrl-C");
          controller.abort("SIGINT");
        }
      } else if (steps.length === 1 && name.startsWith("..claude.json.") && name.endsWith(".tmp")) {
        steps.push("merged");
        put({ ...(JSON.parse(text) as object), numStartups: 3, mcpServers: { alpha: { command: "npx", args: ["-y", "alpha-mcp"] } } });
        setTimeout(() => {
          steps.push("stale again");
          put({ ...original, numStartups: 4 });
        }, 150);
      } else if (steps.length === 3 && name === ".claude.json" && text.includes("alpha") && !text.includes('"numStartups": 3')) {
        svcWrites++;
        if (interrupt === "after svc wrote again" && svcWrites === 1) {
          steps.push("Ctrl-C");
          controller.abort("SIGINT");
        }
      }
    });
    const svcHome = path.join(root, ".svc");
    const interruption = { signal: controller.signal, hold: () => () => {} };
    try {
      const result = await applyPlan(plan, { policy: "merge", svcHome, command: "test", now: new Date(), roots: rootsOf(where), interruption }).catch(
        (error: unknown) => error as Error,
      );
      return { root, file, svcHome, steps, result };
    } finally {
      watcher.close();
    }
  }

  function manifestOf(svcHome: string, id: string): { state: string; files: { path: string; action: string; copy?: string }[] } {
    return JSON.parse(readFileSync(path.join(svcHome, "backups", id, "manifest.json"), "utf8"));
  }

  test("Ctrl-C after svc wrote again: the file is put back from the backup, never deleted", async () => {
    const { file, svcHome, steps, result } = await staleWriter("after svc wrote again");
    assert.deepEqual(steps, ["stale", "merged", "stale again", "Ctrl-C"]);
    assert.ok(result instanceof Error && /interrupted/.test(result.message), String(result));
    assert.ok(existsSync(file), "the roll-back deleted ~/.claude.json");
    const after = JSON.parse(readFileSync(file, "utf8"));
    assert.deepEqual(after.mcpServers, {}, "svc's server is still there after the roll-back");
    assert.equal(after.numStartups, 4, "the other program's last write is what the file holds");
    const id = (result as Error & { details?: { backup_id?: string } }).details?.backup_id as string;
    const manifest = manifestOf(svcHome, id);
    assert.deepEqual(
      manifest.files.map((entry) => [entry.path, entry.action]),
      [[file, "replaced"]],
    );
  });

  test("Ctrl-C once another program wrote over svc's write: the roll-back leaves that file as it is, and says so", async () => {
    const { file, steps, result } = await staleWriter("after the stale copy");
    assert.deepEqual(steps, ["stale", "Ctrl-C"], "svc wrote again after Ctrl-C");
    assert.ok(result instanceof Error && /interrupted/.test(result.message) && /left as they are/.test(result.message), String(result));
    const after = JSON.parse(readFileSync(file, "utf8"));
    assert.equal(after.numStartups, 2, "the other program's write was undone");
    assert.deepEqual(after.mcpServers, {});
  });

  test("no interruption: the backup record keeps the file, and restore takes svc's change out", async () => {
    const { file, svcHome, steps, result } = await staleWriter(false);
    assert.deepEqual(steps, ["stale", "merged", "stale again"]);
    assert.ok(!(result instanceof Error), String(result));
    const { backupId, written } = result as Awaited<ReturnType<typeof applyPlan>>;
    assert.deepEqual(
      written.map((entry) => entry.path),
      [file],
    );
    const manifest = manifestOf(svcHome, backupId as string);
    const entry = manifest.files.find((one) => one.path === file);
    assert.equal(entry?.action, "replaced", JSON.stringify(manifest.files));
    const copy = JSON.parse(readFileSync(path.join(svcHome, "backups", backupId as string, entry?.copy as string), "utf8"));
    assert.deepEqual(copy.mcpServers, {}, "the backup's copy holds svc's change");
    assert.ok(JSON.parse(readFileSync(file, "utf8")).mcpServers.alpha, "svc's server is not in the file");
    await restoreBackup({ svcHome, id: backupId as string, now: new Date() });
    assert.deepEqual(JSON.parse(readFileSync(file, "utf8")).mcpServers, {});
  });
});

describe("Claude Code's own lock on ~/.claude.json", () => {
  test("a save made under the lock never falls between svc's last look and its rename", async () => {
    const root = await tempDir("svc-lock-");
    await writeTree(root, { ".codex/config.toml": CODEX, ".claude.json": '{\n  "numStartups": 0,\n  "mcpServers": {}\n}' });
    const file = path.join(root, ".claude.json");
    const lock = `${file}.lock`;
    const where = { home: root, env: {} };
    const plan = await planMigration({ from: "codex", to: ["claude-code"], scope: "global", policy: "merge", ...where });
    // Claude Code saving as it does: the lock first, then the file read again, then (here, once svc
    // has staged its own write, and svc has written or a while has passed) its copy renamed over it.
    mkdirSync(lock);
    const read = readFileSync(file, "utf8");
    let staged = false;
    const watcher = watch(root, (_type, name) => {
      if (name !== null && name.startsWith("..claude.json.") && name.endsWith(".tmp")) staged = true;
    });
    const applying = applyPlan(plan, { policy: "merge", svcHome: path.join(root, ".svc"), command: "test", now: new Date(), roots: rootsOf(where) });
    const identity = () => statSync(file).mtimeMs + ":" + statSync(file).ino;
    const before = identity();
    await waitUntil("svc to stage its write", () => staged, { everyMs: 5 });
    for (let waited = 0; identity() === before && waited < 300; waited += 5) await new Promise((resolve) => setTimeout(resolve, 5));
    writeFileSync(`${file}.tmp.claude`, read.replace('"numStartups": 0', '"numStartups": 1'));
    renameSync(`${file}.tmp.claude`, file);
    rmdirSync(lock);
    watcher.close();
    const result = await applying;
    const after = JSON.parse(readFileSync(file, "utf8"));
    assert.equal(after.numStartups, 1, "Claude Code's save was lost");
    assert.deepEqual(Object.keys(after.mcpServers), ["alpha", "beta", "gamma"], "svc's servers were lost, and svc said it wrote them");
    assert.deepEqual(result.changedMeanwhile, [file]);
    assert.equal(existsSync(lock), false, "svc left the lock behind");
  });
});
