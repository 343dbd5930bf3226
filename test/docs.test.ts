// The documents a fresh clone needs are in it. Comments cite a rule by file and heading
// (`docs/promises.md#writing-rules`), the documents link each other the same way, and this test
// fails when a cited file or heading does not exist, or when code or documents name the team's
// working notes that are not part of the repository (docs/architecture.md#citing-these-documents-from-code).
import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, test } from "node:test";
import { fileURLToPath } from "node:url";
import { maskedCode } from "./support/imports.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Folders and files read; third-party repositories kept as benchmark data are not the project's text. */
const SCANNED = [
  "src",
  "test",
  "scripts",
  "bench",
  "conformance",
  "deploy",
  "static",
  ".ci",
  "docs",
  "Makefile",
  "README.md",
  "CONTRIBUTING.md",
  "stryker.config.mjs",
];
const SKIPPED = new Set(["node_modules", "dist", "build", "bench/build-repos", "test/fixtures/golden"]);

function filesUnder(relative: string): string[] {
  const absolute = path.join(ROOT, relative);
  if (!existsSync(absolute) || SKIPPED.has(relative) || SKIPPED.has(path.basename(relative))) return [];
  if (!statSync(absolute).isDirectory()) return [relative];
  return readdirSync(absolute).flatMap((name) => filesUnder(path.posix.join(relative, name)));
}

const FILES = SCANNED.flatMap(filesUnder);
const CODE = /\.(?:ts|mts|cts|js|mjs|cjs)$/;
const HASH_COMMENTED = (file: string) => /(?:^|\/)(?:Makefile|run|[^/]*\.(?:sh|conf|service|example|ya?ml|toml|py))$/.test(file);

interface Comment {
  text: string;
  line: number;
}

/** The comments of a JavaScript or TypeScript source, found by the import reader's scanner. */
export function commentsOf(source: string): Comment[] {
  const spans: { start: number; end: number }[] = [];
  maskedCode(source, spans);
  return spans.map((span) => ({
    text: source.slice(span.start, span.end).replace(/^\/[/*]|\*\/$/g, ""),
    line: source.slice(0, span.start).split("\n").length,
  }));
}

function hashComments(source: string): Comment[] {
  return source.split("\n").flatMap((line, index) => {
    const at = line.search(/(?:^|\s)#/);
    return at === -1 ? [] : [{ text: line.slice(at), line: index + 1 }];
  });
}

/** The anchor GitHub gives a heading: lower case, punctuation but `-` and `_` dropped, spaces as `-`. */
export function slugOf(heading: string): string {
  const text = heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, "")
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "").replace(/ /g, "-");
}

const anchorCache = new Map<string, Set<string>>();

/** Every heading anchor of a Markdown file (headings in code blocks are not headings). */
function anchorsOf(file: string): Set<string> {
  const cached = anchorCache.get(file);
  if (cached) return cached;
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fence: string | null = null;
  for (const line of readFileSync(path.join(ROOT, file), "utf8").split("\n")) {
    const fenceMark = /^\s*(```|~~~)/.exec(line)?.[1];
    if (fenceMark && (fence === null || fence === fenceMark)) {
      fence = fence === null ? fenceMark : null;
      continue;
    }
    if (fence !== null) continue;
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const slug = slugOf(heading);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  anchorCache.set(file, anchors);
  return anchors;
}

/** A citation of one of the repository's own documents, from the repository's root. */
const CITATION = /(?<![\w/.@{-])((?:docs\/[\w.-]+|(?:deploy|conformance|test\/mutation)\/[\w.-]+|CONTRIBUTING|README)\.md)(?:#([\w-]+))?/g;

/** The team's working documents, which a clone does not have: code and documents never name them. */
const OUTSIDE = [
  /\bCONTRACT(?:\.md)?\b/,
  /\bSTYLE(?:\.md)? §/,
  /\bARCHITECTURE(?:\.md)?\b/,
  /\bagent-tools\.md\b/,
  /\bcommerce-and-mcp(?:\.md)?\b/,
  /\bpackaging\.md\b/,
  /\bservice-interface(?:\.md)?\b/,
  /\bthe seed(?:'s| calls| gives)\b/,
  /\bseed's §/,
  /(?:\.\.\/|\/work\/)shared\//,
  /\breference\/(?:agent-tools|commerce|packaging)/,
  /\b(?:README|CONTRIBUTING)(?:\.md)? §/,
];

function commentsOfFile(file: string, source: string): Comment[] {
  if (CODE.test(file)) return commentsOf(source);
  if (HASH_COMMENTED(file)) return hashComments(source);
  return [];
}

/** What a citation found in `file` points at, or why it does not resolve. */
function brokenCitation(target: string, anchor: string | undefined): string | null {
  if (!existsSync(path.join(ROOT, target))) return `${target} does not exist`;
  if (anchor !== undefined && !anchorsOf(target).has(anchor)) return `${target} has no heading #${anchor}`;
  return null;
}

describe("the documents code and docs cite", () => {
  test("the comment scanner finds comments, not URLs, strings, templates or regular expressions", () => {
    const source = [
      'const url = "https://example.com/a"; // one',
      "const t = `a ${b ? `//x` : '/* y */'} c // not`; /* two */",
      "const r = /\\/\\/[/]x/g.test(s) / 2; // three",
      "return /* four */ /a\\/b/.test(x);",
    ].join("\n");
    assert.deepEqual(
      commentsOf(source).map((comment) => [comment.text.trim(), comment.line]),
      [
        ["one", 1],
        ["two", 2],
        ["three", 3],
        ["four", 4],
      ],
    );
  });

  test("anchors are GitHub's", () => {
    assert.equal(slugOf("GitHub Copilot (VS Code) (`copilot`)"), "github-copilot-vs-code-copilot");
    assert.equal(slugOf("Claude Code's lock"), "claude-codes-lock");
    assert.equal(slugOf("`svc serve`: the commerce service"), "svc-serve-the-commerce-service");
    assert.equal(slugOf("The tools' own folders"), "the-tools-own-folders");
  });

  test("every citation in a comment names a file and heading of the repository", () => {
    const broken: string[] = [];
    for (const file of FILES) {
      const source = readFileSync(path.join(ROOT, file), "utf8");
      for (const comment of commentsOfFile(file, source)) {
        for (const match of comment.text.matchAll(CITATION)) {
          const problem = brokenCitation(match[1]!, match[2]);
          if (problem) broken.push(`${file}:${comment.line}: ${match[0]}: ${problem}`);
        }
      }
    }
    assert.deepEqual(broken, []);
  });

  test("every link between the documents resolves", () => {
    const broken: string[] = [];
    for (const file of FILES.filter((name) => name.endsWith(".md") && !name.startsWith("test/fixtures/"))) {
      const lines = readFileSync(path.join(ROOT, file), "utf8").split("\n");
      lines.forEach((line, index) => {
        for (const match of line.matchAll(/\]\(([^)\s]+)\)/g)) {
          const href = match[1]!;
          if (/^[a-z][a-z+.-]*:/i.test(href)) continue;
          const [target, anchor] = href.split("#") as [string, string | undefined];
          const resolved = target === "" ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), target));
          const problem = resolved.endsWith(".md")
            ? brokenCitation(resolved, anchor)
            : existsSync(path.join(ROOT, resolved))
              ? null
              : `${resolved} does not exist`;
          if (problem) broken.push(`${file}:${index + 1}: ${href}: ${problem}`);
        }
      });
    }
    assert.deepEqual(broken, []);
  });

  test("nothing names the team's working documents, which a clone does not have", () => {
    const named: string[] = [];
    for (const file of FILES.filter((name) => CODE.test(name) || name.endsWith(".md") || HASH_COMMENTED(name))) {
      if (file === "test/docs.test.ts") continue;
      readFileSync(path.join(ROOT, file), "utf8")
        .split("\n")
        .forEach((line, index) => {
          const pattern = OUTSIDE.find((outside) => outside.test(line));
          if (pattern) named.push(`${file}:${index + 1}: ${line.trim().slice(0, 120)}`);
        });
    }
    assert.deepEqual(named, []);
  });
});
