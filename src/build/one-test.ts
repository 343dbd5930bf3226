// One test, built from the test command the project really uses: the same runner, with its own
// way to pick one test (`pytest <file>::<name>`, `ctest --test-dir build -R <name>`, `php artisan
// test --filter=<name>`, `mix test <file>:<line>`), checked against what reaches the runner. A
// package script passes extra arguments to its last command only, so the runner must be that
// command; a flag after a file list never reaches `node --test`, which is then run directly with
// the flag first; a file added after the script's own paths narrows nothing, so a name filter is
// used instead. A Make, just or Task recipe takes no arguments: its runner command is run itself.
import { readFileSync } from "node:fs";
import path from "node:path";
import { isRegexName, MANAGER_EXEC, regexMatches, type Runner, type Runners } from "./recipes.ts";
import { joinWords, splitCommandLine, type SimpleCommand } from "./shell.ts";
import { verdictOf } from "./classify.ts";
import { packageOfSiblings } from "./profile.ts";

/** How a JavaScript test runner picks one test: a file, or a name (borp, node:test's runner, takes files only). */
const JS_PICK: Record<string, { file?: string; name?: string }> = {
  jest: { file: "<file>", name: '-t "<name>"' },
  vitest: { file: "<file>", name: '-t "<name>"' },
  ava: { file: "<file>", name: '--match "<name>"' },
  playwright: { file: "<file>", name: '-g "<name>"' },
  mocha: { name: '--grep "<name>"' },
  node: { name: '--test-name-pattern="<name>"' },
  tsx: { name: '--test-name-pattern="<name>"' },
  borp: { file: "<file>" },
};

/** Options of a test run that only make it faster, measured or louder: one test goes without them. */
const RUN_ONLY = new Set([
  "--parallel",
  "--coverage",
  "--no-coverage-report",
  "-v",
  "-vv",
  "--verbose",
  "--print-errorlogs",
  "--output-on-failure",
  "--compact",
  "--ci",
  "--silent",
  "--bail",
  "-x",
  "--colors",
  "--color",
  "--stop-on-failure",
  "--stop-on-error",
  "--stop-on-defect",
  "--fail-fast",
  "--no-progress",
]);
const RUN_ONLY_WITH_VALUE = new Set([
  "-n",
  "--numprocesses",
  "-j",
  "--jobs",
  "--parallel-jobs",
  "-p",
  "--shard",
  "--reporter",
  "--max-workers",
  "-w",
  "--timeout",
  "--group",
  "--exclude-group",
  // A suite of the configuration (`--testsuite Unit`): one test picked by name may be in another.
  "--testsuite",
  // Report files a CI run writes (`--log-junit report.xml`): their value goes with them.
  "--log-junit",
  "--log-teamcity",
  "--junitxml",
  "--junit-xml",
  "--testdox-html",
  "--testdox-text",
  "--testdox-xml",
]);

/** The words without the run-only options (`-n auto`, `--parallel`, `--cov=src`), and which were positional. */
function essentials(words: readonly string[], withValue: readonly string[] = []): { options: string[]; positional: string[] } {
  const options: string[] = [];
  const positional: string[] = [];
  for (let index = 0; index < words.length; index++) {
    const word = words[index] ?? "";
    // …nor what picks the tests some other way (`--exclude-group=integration`): one test is picked by name.
    if (
      RUN_ONLY.has(word) ||
      /^--(cov|coverage)(-[\w-]+)?(=|$)/.test(word) ||
      /^-(coverprofile|covermode|coverpkg|cover)(=|$)/.test(word) ||
      /^--(parallel|shard|reporter|max-workers|numprocesses|colou?rs?|group|exclude-group|testsuite)=/.test(word)
    )
      continue;
    if (RUN_ONLY_WITH_VALUE.has(word)) {
      index++;
      continue;
    }
    if (word.startsWith("-")) {
      options.push(word);
      if (withValue.includes(word) && words[index + 1] !== undefined) options.push(words[++index] ?? "");
    } else positional.push(word);
  }
  return { options, positional };
}

/** Deno test options one test keeps: permissions, configuration, unstable features. */
const DENO_KEEP =
  /^(-A|--allow-[\w-]+(=.*)?|--deny-[\w-]+(=.*)?|-[A-Z]*[RWNE][A-Z]*|--config(=.*)?|-c|--import-map(=.*)?|--unstable[\w-]*|--no-check|--location(=.*)?|--v8-flags(=.*)?|--env(-file)?(=.*)?)$/;

/** The program a word names, past paths (`vendor/bin/phpunit`, `./node_modules/.bin/jest`, `./mvnw`). */
const programOf = (word: string): string => word.replace(/^.*\//, "").replace(/\.(cmd|exe|bat)$/, "");

/**
 * One test through the runner `argv` runs (its wrappers kept: `uv run --frozen`, `bundle exec`,
 * `php`, environment settings); undefined when the runner is not one svc knows to narrow.
 */
export function directOneTest(given: readonly string[], layout: { subprojects?: boolean; unitTest?: string } = {}): string | undefined {
  // What make or CI computes (`-tags $(TAGS)`) is not known here; settings for the whole run go.
  if (given.some((word) => /\$[({]|`/.test(word))) return undefined;
  const argv = given.filter((word) => !/^[A-Za-z_]\w*=/.test(word));
  for (let index = 0; index < argv.length; index++) {
    const word = argv[index] ?? "";
    const program = programOf(word);
    const before = argv.slice(0, index);
    const rest = argv.slice(index + 1);
    const [sub = ""] = rest.filter((entry) => !entry.startsWith("-"));
    const build = (runner: string[], selector: string): string => `${joinWords([...before, ...runner])} ${selector}`;
    switch (program) {
      case "pytest":
      case "py.test":
        return build(
          [word, ...essentials(rest, ["-c", "-m", "-k", "--rootdir", "-p", "-W", "-o", "--override-ini", "--ignore", "--ignore-glob", "--deselect"]).options],
          "<file>::<TestName>",
        );
      case "hatch":
        // `hatch test` runs pytest in its own environments and passes it what follows.
        if (sub === "test" && rest[0] === "test") return build([word, "test"], "<file>::<TestName>");
        break;
      case "manage.py":
        if (sub === "test") return build([word, "test", ...essentials(rest.slice(rest.indexOf("test") + 1), ["--settings"]).options], "<module>");
        return undefined;
      case "artisan":
        return sub === "test" ? build([word, "test"], "--filter=<TestName>") : undefined;
      case "phpunit":
      case "pest":
        return build(
          [word, ...essentials(rest, ["-c", "--configuration", "--bootstrap", "--testsuite", "--group", "--exclude-group"]).options],
          "--filter <TestName>",
        );
      case "paratest":
        return build([word, ...essentials(rest, ["-c", "--configuration", "--runner", "--group", "--exclude-group", "--testsuite"]).options], "<file>");
      case "ctest": {
        const kept: string[] = [];
        for (let at = 0; at < rest.length; at++)
          if (["--test-dir", "-C", "--build-config", "--preset"].includes(rest[at] ?? "") && rest[at + 1] !== undefined)
            kept.push(rest[at] ?? "", rest[++at] ?? "");
        return build([word, ...kept], "-R <TestName>");
      }
      case "meson": {
        if (sub !== "test") return undefined;
        const kept: string[] = [];
        for (let at = 0; at < rest.length; at++) {
          if (rest[at] === "-C" && rest[at + 1] !== undefined) kept.push("-C", rest[++at] ?? "");
          else if (/^-C\S/.test(rest[at] ?? "")) kept.push(rest[at] ?? "");
        }
        return build([word, "test", ...kept], "<TestName>");
      }
      case "go":
        return sub === "test"
          ? build(
              [
                word,
                "test",
                ...essentials(rest.slice(rest.indexOf("test") + 1), ["-tags", "-timeout", "-count"]).options.filter((option) => option !== "-run"),
              ],
              "./<package> -run <TestName>",
            )
          : undefined;
      case "cargo": {
        // Which kinds of targets the suite's run builds (`--lib --bins`, `--all-targets`): one test by name is looked for in all.
        const targets = (options: string[]): string[] => options.filter((option) => !/^--(lib|bins|tests|examples|benches|all-targets|doc)$/.test(option));
        // `cargo nextest run`: nextest's own filter, with the features the run builds.
        if (sub === "nextest" && rest.includes("run"))
          return build(
            [word, "nextest", "run", ...targets(essentials(rest.slice(rest.indexOf("run") + 1), ["-p", "--package", "--features", "-F"]).options)],
            "<TestName>",
          );
        return sub === "test"
          ? build(
              [word, "test", ...targets(essentials(rest.slice(rest.indexOf("test") + 1), ["-p", "--package", "--features", "-F", "--test"]).options)],
              "<TestName>",
            )
          : undefined;
      }
      case "swift":
        return sub === "test" ? build([word, "test"], "--filter <TestName>") : undefined;
      case "mix":
        return sub === "test" ? build([word, "test"], "<file>:<line>") : undefined;
      case "dart":
      case "flutter":
        return sub === "test" ? build([word, "test"], "<file>") : undefined;
      case "rspec":
        return build([word], "<file>:<line>");
      case "sbt": {
        // `sbt tests/test`: the same project's testOnly.
        const project = rest.map((entry) => /^([\w-]+)\/test$/.exec(entry)?.[1]).find((found) => found !== undefined);
        return rest.some((entry) => /(^|\/)test$/.test(entry))
          ? `${joinWords([...before, word])} "${project !== undefined ? `${project}/` : ""}testOnly *<TestName>"`
          : undefined;
      }
      case "gradle":
      case "gradlew": {
        // The first test task it runs (`testDemoDebug`), with Gradle's test filter.
        const test = rest.find((entry) => !entry.startsWith("-") && /(^|:)test\w*$/i.test(entry));
        // With subprojects, one project's: a filter that matches nothing fails the other projects' test tasks.
        if (test === undefined) return undefined;
        // …in whichever project holds the test: CI's one project (`:tests:konsist:testDebugUnitTest`) is
        // no other's; a task of one flavour (`:app:testDemoDebugUnitTest`) stays in the project that has it.
        // Android's `test` only aggregates the variants' test tasks, which take the filter.
        const own = test.split(":").at(-1) ?? test;
        const task = own === "test" && layout.unitTest !== undefined ? layout.unitTest : own;
        const everywhere = /^(test|allTests|test(Debug|Release)UnitTest|(jvm|desktop|js)Test)$/.test(task) || task === layout.unitTest;
        return layout.subprojects === true && (everywhere || !test.includes(":"))
          ? build([word], `:<package>:${task} --tests "<TestName>"`)
          : build([word, test.slice(0, test.length - own.length) + task], '--tests "<TestName>"');
      }
      case "bun":
        return sub === "test" ? build([word, "test"], "<file>") : undefined;
      case "deno":
        // Its permissions and configuration, not its coverage, reporting or what it leaves out.
        return sub === "test"
          ? build([word, "test", ...essentials(rest.slice(rest.indexOf("test") + 1)).options.filter((option) => DENO_KEEP.test(option))], "<file>")
          : undefined;
      case "jest":
      case "vitest":
      case "mocha": {
        const { options, positional } = essentials(rest, ["-c", "--config", "--require", "-r", "--mode", "--project", "--reporter", "--ui"]);
        const runWord = program === "vitest" && positional[0] === "run" ? ["run"] : [];
        const paths = positional.filter((entry) => entry !== "run");
        const pick = JS_PICK[program] ?? { name: "" };
        return build(
          [word, ...runWord, ...options],
          pick.file !== undefined ? pick.file : paths.length > 0 ? `${joinWords(paths)} ${pick.name ?? ""}` : (pick.name ?? ""),
        );
      }
      default:
        break;
    }
    // Wrappers in front of the runner: environment settings, `uv run`, `bundle exec`, `php`, `python -m`.
    if (
      ["uv", "poetry", "pdm", "hatch", "pipenv", "rye", "bundle", "php", "npx", "pnpm", "yarn", "bunx", "env", "xvfb-run", "time"].includes(program) ||
      /^python[\d.]*$/.test(program)
    )
      continue;
    if (word.startsWith("-") || ["run", "exec", "-m", "--frozen", "--locked"].includes(word)) continue;
    return undefined;
  }
  return undefined;
}

/**
 * Whether a command is bare Vitest (`vitest`, `npx vitest --coverage`): in a terminal it watches the
 * files and never ends, so the suite runs once with `run` (or `--run`) added. Options only: a
 * subcommand (`run`, `watch`, `bench`) or a path says what it does.
 */
export function isBareVitest(argv: readonly string[]): boolean {
  const words = argv[0] === "npx" || argv[0] === "bunx" || argv[0] === "yarn" ? argv.slice(1) : argv[0] === "pnpm" && argv[1] === "exec" ? argv.slice(2) : argv;
  return (
    programOf(words[0] ?? "") === "vitest" &&
    words.slice(1).every((word) => word.startsWith("-") && !["--run", "--watch", "--no-watch", "--watch=false"].includes(word))
  );
}

/**
 * One test through a package script (`npm test -- <file>`): the runner must be the script's last
 * command, and what is added must narrow it (a file after the script's own paths does not; a flag
 * after `node --test`'s files never reaches it). A script that runs others is followed to the one
 * that runs the tests; a workspace's script that runs every member's is run in one member.
 */
export function scriptOneTest(runners: Runners, scripts: Runner, manager: string, script: string, prefix = "", depth = 0): string | undefined {
  const body = scripts.recipes.get(script)?.lines[0];
  if (body === undefined || depth > 3) return undefined;
  const commands = splitCommandLine(body) ?? [];
  const invoke = `${prefix}${scripts.invoke(script)}`;
  const dashes = manager === "npm" ? " --" : "";
  for (const [index, command] of commands.entries()) {
    const words = command.argv.filter((word) => !/^[A-Za-z_][A-Za-z0-9_]*=/.test(word));
    const last = index === commands.length - 1;
    const first = words[0] ?? "";
    const verdict = verdictOf(command.argv);
    // Nx's test target across its projects (`nx run-many -t test`) where no member has a test script
    // (the targets come from project.json or Nx's plugins) and the root depends on Jest or Vitest,
    // which run them: one project's, by a test name, an option Nx passes on to the runner.
    if (
      verdict.kind === "named" &&
      command.argv.some((word) => programOf(word) === "nx") &&
      (verdict.names[0] ?? "test") === "test" &&
      runners.nodeTestRunner !== undefined &&
      !runners.members.some((member) => member.recipes.has("test"))
    )
      return `${MANAGER_EXEC[manager] ?? "npx"} nx test <project> --testNamePattern="<name>"`;
    // Every member's tests (`pnpm -r test`, `turbo test`): one member's, where the members have a test script.
    if (verdict.kind === "named") return memberOneTest(runners, manager, verdict.names[0] ?? "test", depth);
    // Another script of the project (`pnpm test-unit`, `npm run test:unit`), or the ones pnpm's
    // regular expression names (`pnpm run "/^test:/"`): the first that runs a test runner.
    if (verdict.kind === "ref" && verdict.runner === "scripts" && verdict.dir === undefined && command.cwd === undefined) {
      const named = verdict.names[0] ?? "";
      const others = isRegexName(named) ? [...scripts.recipes.keys()].filter((key) => regexMatches(named, key)) : scripts.recipes.has(named) ? [named] : [];
      const inner = others.filter((other) => other !== script);
      if (inner.length > 0) {
        for (const other of inner) {
          const found = scriptOneTest(runners, scripts, manager, other, prefix, depth + 1);
          if (found !== undefined) return found;
        }
        continue;
      }
    }
    // Past the launchers and wrappers that pass their arguments on (`npx`, `cross-env NODE_ENV=test`).
    const at = words.findIndex((word) => !["npx", "bunx", "pnpm", "yarn", "cross-env", "cross-env-shell"].includes(word));
    const runnerWords = first === "pnpm" && words[1] === "exec" ? words.slice(2) : words.slice(Math.max(at, 0));
    const program = programOf(runnerWords[0] ?? "");
    if (program === "bun" && runnerWords[1] === "test") return last ? `${invoke} <file>` : undefined;
    const pick = JS_PICK[program];
    // The runner run for another task (`vitest --run --typecheck.only` after the tests): a file added there narrows no test run.
    if (verdict.kind === "task" && !verdict.tasks.includes("test")) continue;
    const isNodeTest = (program === "node" || program === "tsx") && runnerWords.includes("--test");
    if (pick === undefined || ((program === "node" || program === "tsx") && !isNodeTest)) continue;
    if (!last) return undefined;
    const { positional } = essentials(runnerWords.slice(1), ["-c", "--config", "--require", "-r", "--mode", "--project", "--reporter", "--import", "--loader"]);
    const paths = positional.filter((word) => word !== "run" && word !== "watch");
    if (isNodeTest) {
      if (paths.length === 0) return `${invoke}${dashes} ${pick.name ?? ""}`;
      // The script names its test files (`node --test test/*.test.js`): one test file is that run
      // with the file in their place, run directly (an argument added after the script's files would
      // be one more file, and Node reads no options after the first).
      const testAt = runnerWords.indexOf("--test");
      const options = runnerWords.slice(testAt + 1).filter((word) => !paths.includes(word));
      return `${prefix}${joinWords([...runnerWords.slice(0, testAt + 1), ...options])} <file>`;
    }
    // A file narrows only a run that names no files of its own; a runner that takes no name then narrows nothing.
    const narrowing = pick.file !== undefined && paths.length === 0 ? pick.file : pick.name;
    if (narrowing === undefined) return undefined;
    return `${invoke}${dashes} ${narrowing}`;
  }
  // A script named after its runner whose body svc cannot read (`"jest": "node ./packages/jest-cli/bin/jest.js"`) is that runner.
  const named = JS_PICK[script];
  if (named !== undefined && commands.length === 1 && verdictOf(commands[0]?.argv ?? []).kind === "opaque")
    return `${invoke}${dashes} ${named.file ?? named.name}`;
  return undefined;
}

/** One member's tests (`pnpm --filter <package> test <file>`), where a member has the script; a file where its runner takes one. */
function memberOneTest(runners: Runners, manager: string, script: string, depth = 0): string | undefined {
  const member = runners.members.find((candidate) => candidate.recipes.has(script));
  if (member === undefined || script !== "test") return undefined;
  // Bun's filter passes no file on, and a file after a script's own paths narrows nothing: the
  // runner the members' scripts end with, run in one member, as most of them have it.
  if (manager === "bun") {
    const forms = new Map<string, number>();
    for (const candidate of runners.members) {
      const last = splitCommandLine(candidate.recipes.get(script)?.lines[0] ?? "")?.at(-1);
      const form = last === undefined || last.cwd !== undefined ? undefined : directOneTest(last.argv);
      if (form !== undefined) forms.set(form, (forms.get(form) ?? 0) + 1);
    }
    const [form, count = 0] = [...forms].sort((a, b) => b[1] - a[1])[0] ?? [];
    const having = runners.members.filter((candidate) => candidate.recipes.has(script)).length;
    return form !== undefined && count * 2 >= having ? `cd <package> && ${form}` : undefined;
  }
  // The member's script that takes the file: `test`, or the one it runs first (`test:node` of `pnpm
  // test:node && pnpm test:edge`); as most members have it, not as the first one does (one odd
  // member's `test: yarn test:all` is not the others' `vitest run`).
  const shapes = new Map<string, { count: number; taking: string; file: boolean }>();
  for (const candidate of runners.members.filter((each) => each.recipes.has(script))) {
    const inner = scriptOneTest(runners, candidate, "npm", script, "", depth + 1);
    const taking = (inner === undefined ? undefined : /^(?:npm|pnpm|yarn|bun)\s+(?:run\s+)?([^\s-]\S*)/.exec(inner)?.[1]) ?? script;
    const file = inner !== undefined && / -- <file>$/.test(inner);
    const key = `${taking}\0${String(file)}`;
    shapes.set(key, { count: (shapes.get(key)?.count ?? 0) + 1, taking, file });
  }
  const shape = [...shapes.values()].sort((a, b) => b.count - a.count)[0] ?? { taking: script, file: false };
  // Most members' script is bare `vitest`, which watches the files in a terminal: the run goes once with `--run`.
  const having = runners.members.filter((each) => each.recipes.has(shape.taking));
  const watching = having.filter((each) => isBareVitest(splitCommandLine(each.recipes.get(shape.taking)?.lines[0] ?? "")?.at(-1)?.argv ?? [])).length;
  const once = watching * 2 > having.length ? " --run" : "";
  const taking = shape.taking;
  const through = {
    npm: taking === "test" ? "npm test -w <package>" : `npm run ${taking} -w <package>`,
    pnpm: `pnpm --filter <package> ${taking}`,
    yarn: `yarn workspace <package> ${taking}`,
  }[manager];
  // npm passes what follows `--` to the script; pnpm and yarn pass what follows the script's name.
  const file = manager === "npm" ? " -- <file>" : " <file>";
  return through === undefined ? undefined : shape.file ? `${through}${file}${once}` : through;
}

/** Whether a Gradle build includes subprojects (`include(":core")` in its settings). */
function gradleSubprojects(root: string): boolean {
  for (const name of ["settings.gradle.kts", "settings.gradle"]) {
    try {
      return /^\s*include\b/m.test(readFileSync(path.join(root, name), "utf8"));
    } catch {
      continue;
    }
  }
  return false;
}

/** One test from the project's test command `run`, when its runner is known and reachable. */
export function oneTestOf(run: string, runners: Runners, root?: string): string | undefined {
  const commands = splitCommandLine(run);
  const command: SimpleCommand | undefined = commands?.at(-1);
  if (command === undefined) return undefined;
  // Tests run in one of several sibling packages (`cd src/agent && …` beside src/platform, src/store):
  // one test is in whichever package holds it.
  const folder = command.cwd !== undefined && root !== undefined ? (packageOfSiblings(root, command.cwd) ?? command.cwd) : command.cwd;
  const prefix = folder !== undefined ? `cd ${folder.includes("<") ? folder : joinWords([folder])} && ` : "";
  const verdict = verdictOf(command.argv);
  if (verdict.kind === "ref" && verdict.names.length === 1 && verdict.dir === undefined) {
    const runner = runners.get(verdict.runner);
    const name = verdict.names[0] ?? "";
    if (runner === undefined || command.cwd !== undefined || !runner.recipes.has(name)) return undefined;
    if (runner.kind === "scripts") return scriptOneTest(runners, runner, programOf(command.argv[0] ?? "npm"), name);
    const own = runner.recipes.get(name)?.oneTest;
    if (own !== undefined) return own;
    // A recipe runs its body's last command; Composer finds its tools in vendor/bin.
    const line = runner.recipes.get(name)?.lines.at(-1);
    const inner = line === undefined ? undefined : splitCommandLine(line, runner.variables)?.at(-1);
    if (inner === undefined || inner.cwd !== undefined) return undefined;
    // Settings for the suite's run (`XDEBUG_MODE=coverage phpunit --coverage-text`) are no part of one test.
    const words = inner.argv.slice(
      Math.max(
        0,
        inner.argv.findIndex((word) => !/^[A-Za-z_]\w*=/.test(word)),
      ),
    );
    const argv =
      runner.kind === "composer" && /^[a-z][\w-]*$/.test(words[0] ?? "") && !["php", "composer"].includes(words[0] ?? "")
        ? [`vendor/bin/${words[0] ?? ""}`, ...words.slice(1)]
        : words;
    return ["make", "just", "task", "composer", "mix"].includes(runner.kind) ? directOneTest(argv) : undefined;
  }
  // CI running every member's tests (`pnpm -r --filter '!e2e' test`): one member's.
  if (verdict.kind === "named" && command.cwd === undefined) return memberOneTest(runners, programOf(command.argv[0] ?? "npm"), verdict.names[0] ?? "");
  const direct = directOneTest(command.argv, {
    subprojects: root !== undefined && gradleSubprojects(root),
    ...(runners.gradleUnitTest !== undefined ? { unitTest: runners.gradleUnitTest } : {}),
  });
  return direct === undefined ? undefined : `${prefix}${direct}`;
}
