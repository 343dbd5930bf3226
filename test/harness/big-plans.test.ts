// A big plan (thousands of rules into one AGENTS.md, thousands of new files) is built without
// re-reading its growing file for every item; these check the shortcuts give exactly the answers
// of the long way. The speed itself is measured by bench/migrate.ts (issue #16), not timed here.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { createTwoFilesPatch } from "diff";
import { markdownSection, splitSections } from "../../src/harness/plan/edits.ts";
import { creationPatch, fileDiff, type Plan } from "../../src/harness/plan/plan.ts";
import { planReport, planText } from "../../src/harness/plan/report.ts";
import { Output } from "../../src/core/output.ts";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { runCli } from "../../src/cli.ts";
import { developmentBuild, tempDir } from "../support/cli.ts";

describe("markdown sections applied one after another", () => {
  const names = Array.from({ length: 40 }, (_, i) => `rule-${i}`);
  for (const start of ["", "# Main\n", "# Main", "# Main\n\n", "# Main\n\n\n"]) {
    test(`on ${JSON.stringify(start)}: each append, a rewrite and a repeat give what a fresh read gives`, () => {
      let text = start;
      for (const name of names) {
        const outcome = markdownSection("AGENTS.md", { name }, `Body of ${name}\nsecond line\n`).apply(text);
        assert.equal(outcome.action, "update");
        text = outcome.next;
      }
      // A fresh copy of the same text (a different string) is read from scratch: same sections.
      const fresh = splitSections(` ${text}`.slice(1));
      assert.deepEqual(
        fresh.sections.map((section) => section.attributes.name),
        names,
      );
      assert.ok(fresh.sections.every((section) => section.body === `Body of ${section.attributes.name}\nsecond line`));
      // Applying an item again to the text just built is unchanged; a changed body is replaced in place.
      assert.equal(markdownSection("AGENTS.md", { name: "rule-39" }, "Body of rule-39\nsecond line\n").apply(text).action, "unchanged");
      const changed = markdownSection("AGENTS.md", { name: "rule-17" }, "New body\n").apply(text);
      assert.equal(changed.action, "conflict");
      const expected = text.replace("Body of rule-17\nsecond line", "New body");
      assert.equal(changed.next, expected);
      // A section added to a text that differs from the last one built is found again from scratch.
      const other = markdownSection("AGENTS.md", { name: "rule-3" }, "Body of rule-3\nsecond line\n").apply(`${start}x`);
      assert.equal(other.action, "update");
      assert.equal(splitSections(other.next).sections.length, 1);
    });
  }

  test("sections tried one by one on the same full file (a size check) each see that file, not each other", () => {
    let full = "# Main\n";
    for (const name of ["kept-1", "kept-2"]) full = markdownSection("AGENTS.md", { name }, `Body of ${name}\n`).apply(full).next;
    for (const name of ["late-1", "late-2", "late-2", "late-1", "kept-2"]) {
      const outcome = markdownSection("AGENTS.md", { name }, `Body of ${name}\n`).apply(full);
      const fresh = markdownSection("AGENTS.md", { name }, `Body of ${name}\n`).apply(` ${full}`.slice(1));
      assert.deepEqual(outcome, fresh, name);
      assert.equal(outcome.action, name.startsWith("late") ? "update" : "unchanged", name);
      if (outcome.action === "update")
        assert.deepEqual(
          splitSections(outcome.next).sections.map((section) => section.attributes.name),
          ["kept-1", "kept-2", name],
        );
    }
  });

  test("a section without its end marker is still an error naming its line", () => {
    assert.throws(() => splitSections('a\n<!-- svc:begin {"name":"x"} -->\nbody\n'), /svc section "x" has no end marker/);
  });
});

describe("the diff of a new file", () => {
  for (const text of ["a\nb\n", "a\nb", "x", "\n", "\n\n", "line\n\nafter blank\n", "-minus\n+plus\n\\ backslash"]) {
    test(`${JSON.stringify(text)} is what the diff library writes`, () => {
      const library = createTwoFilesPatch("/dev/null", "b/x", "", text, undefined, undefined, { context: 3 }).replace(/^=+\n/, "");
      assert.equal(creationPatch("b/x", text), library);
    });
  }
});

describe("a new file's diff in the JSON answer", () => {
  // Written as JSON directly (creationDiffJson): exactly the text JSON.stringify makes of the diff.
  const texts = [
    'say "hi" \\ there\n',
    "no final newline",
    "a\r\nwindows\r\n",
    "tab\there\n",
    "emoji 😀 and é\n",
    "line\u2028separator\u007f\n",
    "\n\n",
    "+plus\n-minus\n",
  ];
  const files = [...texts, "secret sk-live-1234 inside\n", "abcdef\n", "ends with abc\n", "line-with\nbreak\n"].flatMap((after, index) =>
    ["/r/x-" + index + ".md", '/r/quote"s\\-' + index + ".md", "/h/.codex/é-" + index + ".md", "/elsewhere/y-" + index + ".md"].map((file) => ({
      path: file,
      action: "create" as const,
      before: null,
      after,
      eol: "\n" as const,
      bom: false,
      conflicts: [],
    })),
  );
  // No secrets; secrets in some texts (one starting with "+", one spanning two diff lines); one in every diff's header.
  for (const secrets of [[], ["sk-live-1234", "+abc"], ["with\n+break"], ["null"]]) {
    test(`is the text JSON.stringify writes for the diff (secrets ${JSON.stringify(secrets)} masked)`, () => {
      const item = { kind: "mcp", name: "s", source: "/r/.mcp.json", target: "/r/x", fidelity: "exact", lost: [], note: "", action: "create", secrets };
      const plan: Plan = { policy: "merge", items: [item as unknown as Plan["items"][number]], files, problems: [] };
      const report = planReport(plan, { home: "/h", repo: "/r" });
      const ordinary = report.changes.map((change) => ({ path: change.path, action: change.action, diff: change.diff }));
      assert.equal(JSON.stringify(report.changes, null, 2), JSON.stringify(ordinary, null, 2));
      if (secrets.length > 0)
        assert.ok(
          ordinary.some((change) => change.diff.includes("masked")),
          "some diff has a secret masked",
        );
    });
  }
});

describe("a plan's report", () => {
  const files = Array.from({ length: 50 }, (_, index) => ({
    path: `/r/.codex/prompts/cmd-${index}.md`,
    action: "create" as const,
    before: null,
    after: `Do task ${index}.\nsecret-token-${index}\n`,
    eol: "\n" as const,
    bom: false,
    conflicts: [],
  }));
  const plan: Plan = { policy: "merge", items: [], files, problems: [] };

  test("makes each diff when it is read, not all of them up front (they are as big as the files)", () => {
    const report = planReport(plan, { home: "/h", repo: "/r" });
    for (const [index, change] of report.changes.entries()) {
      assert.equal(typeof Object.getOwnPropertyDescriptor(change, "diff")?.get, "function", "a getter, not a kept string");
      assert.equal(change.diff, fileDiff(files[index]!, `.codex/prompts/cmd-${index}.md`, []));
    }
    // The JSON answer and the human text have them all, as before.
    assert.match(JSON.stringify(report), /"diff":"--- \/dev\/null\\n\+\+\+ b\/.codex\/prompts\/cmd-49.md\\n@@ -0,0 \+1,2 @@\\n\+Do task 49/);
    const out = new Output({ stdout: { write: () => true }, stderr: { write: () => true }, json: false, color: false, interactive: false });
    assert.match(
      planText(report, out, { home: "/h", repo: "/r" }, { diffs: true }),
      /\+\+\+ b\/.codex\/prompts\/cmd-0.md\n@@ -0,0 \+1,2 @@\n\+Do task 0\.\n\+secret-token-0\n/,
    );
  });
});

describe("a big preview written to a slow reader", () => {
  for (const format of [["--json"], []]) {
    test(`waits for stdout to drain instead of queueing the whole answer in memory (${format.join(" ") || "human"})`, async () => {
      const home = await tempDir();
      const repo = path.join(home, "repo");
      await mkdir(path.join(repo, ".claude", "commands"), { recursive: true });
      const body = "Keep functions small and test the edge cases.\n".repeat(100);
      for (let index = 0; index < 200; index++)
        await writeFile(path.join(repo, ".claude", "commands", `cmd-${index}.md`), `---\ndescription: Command ${index}\n---\n${body}`);
      // A pipe whose reader is slower: every write is queued, and "drain" comes when the test says.
      const writes: string[] = [];
      const drains: (() => void)[] = [];
      const stdout = { write: (text: string) => writes.push(text) < 0, once: (_event: "drain", listener: () => void) => drains.push(listener), isTTY: false };
      let done = false;
      const running = runCli(["preview", "--from", "claude-code", "--to", "cursor", "--repo", repo, ...format], {
        stdout,
        stderr: { write: () => true },
        env: { HOME: home },
        home,
        cwd: repo,
        now: () => new Date("2026-11-26T12:00:00Z"),
        build: developmentBuild(),
        platform: "linux",
        arch: "x64",
        nodeVersion: "v22.23.2",
        readStdin: async () => "",
      }).then((code) => {
        done = true;
        return code;
      });
      while (drains.length === 0 && !done) await new Promise((resolve) => setTimeout(resolve, 5));
      assert.equal(writes.length, 1, "one piece, then a wait for the reader");
      while (!done) {
        drains.shift()?.();
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
      assert.equal(await running, 0);
      assert.ok(writes.length > 1, `${writes.length} pieces`);
      const text = writes.join("");
      if (format.length > 0) assert.equal(JSON.parse(text).changes.length, 200);
      else assert.match(text, /Nothing was written/);
    });
  }
});
