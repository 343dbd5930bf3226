import assert from "node:assert/strict";
import { createHmac } from "node:crypto";
import { describe, test } from "node:test";
import { crc32 } from "node:zlib";
import { base62Checksum, hasBase62Crc32, isJwt, isPlaceholder } from "../src/distill/checks.ts";
import { createRedactionSession, parseReplace, type Redaction } from "../src/distill/redact.ts";
import { looksBinary } from "../src/harness/formats/text.ts";
import { KINDS, RULES } from "../src/distill/rules.ts";
import { scan } from "../src/distill/scan.ts";
import { RegexSampler } from "./support/regex-sample.ts";
import { type Corpus, DENSE_MIX, generateCorpus, harnessFile, KIND_SPECS, seededRng } from "./support/secret-corpus.ts";

const corpus: Corpus = generateCorpus();

const PIECE = 8;

/** Substrings of a planted value long enough to identify it (for "never in a report"). */
function pieces(value: string, length = PIECE): string[] {
  const out: string[] = [];
  for (let index = 0; index + length <= value.length; index += 4) out.push(value.slice(index, index + length));
  return out;
}

describe("distill corpus", () => {
  test("every positive is redacted with its kind, no negative is touched (per-kind table)", (t) => {
    const session = createRedactionSession();
    const rows = new Map<string, { samples: number; redacted: number; kindRight: number; category: string }>();
    const misses: string[] = [];
    for (const sample of corpus.positives) {
      const row = rows.get(sample.kind) ?? { samples: 0, redacted: 0, kindRight: 0, category: sample.category };
      row.samples++;
      const result = session.redact(sample.text, sample.file);
      if (sample.planted.every((value) => !result.text.includes(value))) row.redacted++;
      else misses.push(`${sample.kind} in ${sample.file}: ${JSON.stringify(sample.text.slice(0, 160))}`);
      const first = sample.planted[0] ?? "";
      const at = sample.text.indexOf(first);
      const covering = scan(sample.text).find((finding) => finding.start < at + first.length && finding.end > at);
      if (covering?.kind === sample.kind) row.kindRight++;
      else misses.push(`${sample.kind} reported as ${covering?.kind ?? "nothing"}`);
      rows.set(sample.kind, row);
    }
    const negatives = new Map<string, { samples: number; touched: number }>();
    const falsePositives: string[] = [];
    for (const sample of corpus.negatives) {
      const row = negatives.get(sample.label) ?? { samples: 0, touched: 0 };
      row.samples++;
      const findings = scan(sample.text);
      const result = session.redact(sample.text, sample.file);
      if (findings.length > 0 || result.text !== sample.text) {
        row.touched++;
        falsePositives.push(`${sample.label}: ${findings.map((f) => `${f.kind} at ${f.line}:${f.column}`).join(", ")}`);
      }
      negatives.set(sample.label, row);
    }

    const lines = ["kind                          category    samples  redacted  recall   kind ok"];
    let samples = 0;
    let redacted = 0;
    for (const [kind, row] of rows) {
      samples += row.samples;
      redacted += row.redacted;
      lines.push(
        `${kind.padEnd(30)}${row.category.padEnd(12)}${String(row.samples).padStart(7)}${String(row.redacted).padStart(10)}${`${((100 * row.redacted) / row.samples).toFixed(0)}%`.padStart(8)}${String(row.kindRight).padStart(10)}`,
      );
    }
    lines.push(
      `${"all positives".padEnd(42)}${String(samples).padStart(7)}${String(redacted).padStart(10)}${`${((100 * redacted) / samples).toFixed(1)}%`.padStart(8)}`,
    );
    lines.push("", "look-alike group               samples  false positives");
    let negativeSamples = 0;
    let touched = 0;
    for (const [label, row] of negatives) {
      negativeSamples += row.samples;
      touched += row.touched;
      lines.push(`${label.padEnd(30)}${String(row.samples).padStart(9)}${String(row.touched).padStart(17)}`);
    }
    lines.push(`${"all look-alikes".padEnd(30)}${String(negativeSamples).padStart(9)}${String(touched).padStart(17)}`);
    for (const line of lines) t.diagnostic(line);

    assert.deepEqual(misses, [], "every planted value is redacted, under its own kind");
    assert.deepEqual(falsePositives, [], "no look-alike is touched");
  });

  test("every kind of the rule table has corpus samples, and every corpus kind is in the table", () => {
    const corpusKinds = new Set(Object.keys(KIND_SPECS));
    assert.deepEqual(
      KINDS.filter((kind) => !corpusKinds.has(kind)),
      [],
    );
    assert.deepEqual(
      [...corpusKinds].filter((kind) => !KINDS.includes(kind)),
      [],
    );
  });

  test("redacted output scans clean, and redacting it again changes nothing", () => {
    const session = createRedactionSession();
    for (const sample of corpus.positives) {
      const once = session.redact(sample.text, sample.file).text;
      assert.deepEqual(scan(once), [], `a rescan of ${sample.kind} finds nothing`);
      assert.equal(session.redact(once, sample.file).text, once);
    }
  });

  test("a generated harness tree: no planted value survives anywhere, and the output rescans clean", () => {
    const rng = seededRng(99);
    const session = createRedactionSession();
    let planted = 0;
    for (let index = 0; index < 60; index++) {
      const file = harnessFile(rng, rng.between(2_000, 20_000), DENSE_MIX);
      const result = session.redact(file.text, file.name);
      for (const value of file.planted) assert.ok(!result.text.includes(value), `a planted value survives in file ${index}`);
      assert.deepEqual(scan(result.text), [], `file ${index} rescans clean`);
      planted += file.planted.length;
    }
    assert.ok(planted > 200, `the tree plants values (${planted})`);
  });

  test("neither the prefilter nor the anchor pass changes results", () => {
    const rng = seededRng(5);
    const trees = Array.from({ length: 10 }, () => harnessFile(rng, 8_000, DENSE_MIX).text);
    // letters outside ASCII (İ lower-cases to two characters, K is the Kelvin sign) next to secrets and key words
    const unicode = trees.slice(0, 3).map((text) => text.replace(/ the /g, " İstanbul \u212Aey ťoken ").replace(/\n/g, "\nGrüße ß "));
    for (const text of [...corpus.positives.map((sample) => sample.text), ...corpus.negatives.map((sample) => sample.text), ...trees, ...unicode]) {
      const plain = scan(text, { prefilter: false, anchored: false });
      assert.deepEqual(scan(text), plain);
      assert.deepEqual(scan(text, { prefilter: false }), plain);
      assert.deepEqual(scan(text, { anchored: false }), plain);
    }
  });

  test("the sampler draws a bare dot between letters as a dot (hooks.slack.com), elsewhere as any character", () => {
    const rng = seededRng(3);
    for (let index = 0; index < 20; index++) {
      assert.match(new RegexSampler("hooks.slack.com/[a-z]{4}").sample(rng).text, /^hooks\.slack\.com\/[a-z]{4}$/);
      assert.equal(new RegexSampler("a.{3}b").sample(rng).text.length, 5);
    }
    const dots = new Set(Array.from({ length: 40 }, () => new RegexSampler("1.2").sample(rng).text[1]));
    assert.ok(dots.size > 1, "a dot between digits stays any character");
  });

  test("the corpus is the same for the same seed and differs for another", () => {
    assert.deepEqual(generateCorpus({ perKind: 2 }), generateCorpus({ perKind: 2 }));
    assert.notDeepEqual(generateCorpus({ perKind: 2, seed: 7 }), generateCorpus({ perKind: 2 }));
  });
});

describe("distill redaction session", () => {
  const token = "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"; // checksum-valid, made of public example text
  const other = `ghp_Kq3vT8sLm2Xw9Zr4Nb7Yc1Hd6Jf5Pg${base62Checksum(crc32("Kq3vT8sLm2Xw9Zr4Nb7Yc1Hd6Jf5Pg"))}`;

  test("the same secret gets the same number in every file of a session, another the next number", () => {
    const session = createRedactionSession();
    const a = session.redact(`TOKEN=${token}\n`, "a/.env");
    const b = session.redact(`{"env": {"GH": "${other}", "GITHUB_TOKEN": "${token}"}}`, "b/.mcp.json");
    assert.equal(a.text, "TOKEN=<REDACTED:github-token#1>\n");
    assert.equal(b.text, `{"env": {"GH": "<REDACTED:github-token#2>", "GITHUB_TOKEN": "<REDACTED:github-token#1>"}}`);
    assert.deepEqual(session.summary().byKind, { "github-token": 3 });
    assert.deepEqual(session.summary().distinctByKind, { "github-token": 2 });
  });

  test("fingerprints: HMAC-SHA-256 under the session key, equal within a session, different across sessions", () => {
    const key = new Uint8Array(32).fill(7);
    const keyed = createRedactionSession({ key });
    const [first] = keyed.redact(`x ${token}`, "f").redactions;
    assert.equal(first?.fingerprint, createHmac("sha256", key).update(token).digest("hex").slice(0, 8));
    const one = createRedactionSession();
    const two = createRedactionSession();
    const inOne = [one.redact(token, "a").redactions[0]?.fingerprint, one.redact(`y=${token}`, "b").redactions[0]?.fingerprint];
    assert.equal(inOne[0], inOne[1]);
    assert.match(inOne[0] ?? "", /^[0-9a-f]{8}$/);
    assert.notEqual(two.redact(token, "a").redactions[0]?.fingerprint, inOne[0]);
  });

  test("personal data gets a numbered placeholder and no fingerprint", () => {
    const result = createRedactionSession().redact("mail anna.berg@proton.me twice: anna.berg@proton.me", "CLAUDE.md");
    assert.equal(result.text, "mail <REDACTED:email#1> twice: <REDACTED:email#1>");
    assert.deepEqual(
      result.redactions.map((redaction) => ({ ...redaction })),
      [
        { file: "CLAUDE.md", line: 1, column: 6, kind: "email", category: "personal", replacement: "<REDACTED:email#1>" },
        { file: "CLAUDE.md", line: 1, column: 33, kind: "email", category: "personal", replacement: "<REDACTED:email#1>" },
      ],
    );
  });

  test("no report object holds a secret or a piece of one", () => {
    const session = createRedactionSession();
    const reports: Redaction[] = [];
    for (const sample of corpus.positives) reports.push(...session.redact(sample.text, sample.file).redactions);
    // kinds and rule ids are the table's own names (a planted host may be called grafana-01…): left out of the comparison
    const printed = JSON.stringify({ reports, summary: session.summary(), findings: corpus.positives.map((sample) => scan(sample.text)) }).replace(
      /"(?:kind|ruleId|replacement)":"[^"]*"|"[a-z0-9-]+":\d+/g,
      "",
    );
    // every 8-character window of the reports looked up among the pieces (one pass; asking the
    // reports for each of ~25,000 pieces in turn took 20 s)
    const kindOfPiece = new Map<string, string>();
    for (const sample of corpus.positives) {
      for (const value of sample.planted) for (const piece of pieces(value)) kindOfPiece.set(piece, sample.kind);
    }
    for (let index = 0; index + PIECE <= printed.length; index++) {
      const kind = kindOfPiece.get(printed.slice(index, index + PIECE));
      assert.equal(kind, undefined, `${kind}: a piece of the value is in a report`);
    }
  });

  test("home paths on macOS, Linux and Windows (also forward slashes and JSON-escaped) become ~", () => {
    const cases: Array<[string, string]> = [
      ["open /Users/mkowalski/code/app now", "open ~/code/app now"],
      ["cd /home/anna.berg/projects", "cd ~/projects"],
      ["C:\\Users\\priya42\\source\\repos", "~\\source\\repos"],
      ["C:/Users/priya42/work", "~/work"],
      ['{"path": "C:\\\\Users\\\\priya42\\\\AppData"}', '{"path": "~\\\\AppData"}'],
      ["D:\\Users\\Jane Smith\\Documents", "~\\Documents"],
      ["file:///Users/mkowalski/notes.md", "file://~/notes.md"],
      ["just /home/mkowalski", "just ~"],
      // CI and image users are people's names too (issue 14: /home/travis survived)
      ["cd /home/runner/work", "cd ~/work"],
    ];
    for (const [input, expected] of cases) {
      const result = createRedactionSession().redact(input, "f");
      assert.equal(result.text, expected, input);
      assert.deepEqual(
        result.redactions.map((redaction) => [redaction.kind, redaction.replacement, redaction.fingerprint]),
        [["home-path-user", "~", undefined]],
      );
    }
    for (const kept of [
      "/Users/Shared/cache",
      "/home/linuxbrew/.linuxbrew",
      "C:\\Users\\Public\\x",
      "/Users/<you>/code",
      "https://example.com/Users/list",
      "$HOME/code",
      "/home/user/x",
    ]) {
      assert.deepEqual(scan(kept), [], kept);
    }
  });

  test("--replace: whole words, case-sensitive, outside redacted spans, counted per text and per session", () => {
    const session = createRedactionSession({ replace: [parseReplace("jdoe-labs=acme"), parseReplace("Jdoe=Acme")] });
    const result = session.redact(
      "github.com/jdoe-labs/app, jdoe-labs2, JDOE-LABS, jdoe-labs.\nJdoe wrote it. 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",
      "CLAUDE.md",
    );
    assert.equal(result.text, "github.com/acme/app, jdoe-labs2, JDOE-LABS, acme.\nAcme wrote it. <REDACTED:github-token#1>");
    assert.deepEqual(result.replacements, [
      { from: "jdoe-labs", to: "acme", count: 2 },
      { from: "Jdoe", to: "Acme", count: 1 },
    ]);
    assert.equal(session.rewritePath(".claude/commands/jdoe-labs-deploy.md"), ".claude/commands/acme-deploy.md");
    assert.deepEqual(session.summary().replacements, [
      { from: "jdoe-labs", to: "acme", count: 3 },
      { from: "Jdoe", to: "Acme", count: 1 },
    ]);
    assert.throws(() => parseReplace("no-equals"), /FROM=TO/);
    assert.throws(() => parseReplace("=x"), /FROM=TO/);
    assert.throws(
      () =>
        createRedactionSession({
          replace: [
            { from: "a", to: "b" },
            { from: "a", to: "c" },
          ],
        }),
      /twice/,
    );
  });

  test("lines and columns: 1-based, CRLF counted once, columns in code points", () => {
    const text = "first line\r\nsécond ligne 🙂🙂 mail: anna.berg@proton.me\r\n\r\n日本語 token 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\n";
    const findings = scan(text);
    assert.deepEqual(
      findings.map((finding) => [finding.kind, finding.line, finding.column]),
      [
        ["email", 2, 23],
        ["github-token", 4, 11],
      ],
    );
    // offsets are UTF-16 offsets into the text
    assert.equal(text.slice(findings[0]?.start, findings[0]?.end), "anna.berg@proton.me");
  });

  test("a text whose lower-casing changes length (İ) is scanned the slow way, with the same offsets", () => {
    const text = "İstanbul İİ notes: token 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 and ayşe@örnek.com.tr";
    assert.notEqual(text.toLowerCase().length, text.length);
    const findings = scan(text);
    assert.deepEqual(
      findings.map((finding) => [finding.kind, text.slice(finding.start, finding.end)]),
      [
        ["github-token", "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"],
        ["email", "ayşe@örnek.com.tr"],
      ],
    );
  });

  test("a multi-line private key becomes one placeholder and keeps the file's line count", () => {
    const body = Array.from({ length: 6 }, (_, index) => `MIIE${String(index).repeat(4)}vQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7VJTUt9Us8cKj${index}`);
    const text = `key:\n-----BEGIN RSA PRIVATE KEY-----\n${body.join("\n")}\n-----END RSA PRIVATE KEY-----\nafter\n`;
    const result = createRedactionSession().redact(text, "id_rsa");
    assert.equal(result.text, `key:\n<REDACTED:private-key#1>${"\n".repeat(7)}\nafter\n`);
    assert.equal(result.text.split("\n").length, text.split("\n").length);
    assert.equal(result.redactions[0]?.line, 2);
  });

  test("binary detection", () => {
    assert.equal(looksBinary(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1])), true);
    assert.equal(looksBinary(new TextEncoder().encode("plain text")), false);
  });
});

describe("distill rules", () => {
  test("the table: unique ids, kebab-case kinds, lower-case keywords, global patterns", () => {
    const ids = RULES.map((rule) => rule.id);
    assert.equal(new Set(ids).size, ids.length);
    for (const rule of RULES) {
      assert.match(rule.kind, /^[a-z0-9]+(?:-[a-z0-9]+)*$/, rule.id);
      for (const keyword of rule.keywords) assert.equal(keyword, keyword.toLowerCase(), rule.id);
      if ("pattern" in rule) {
        assert.ok(rule.pattern.global, `${rule.id} is global`);
        if (rule.pattern.source.includes("?<value>")) assert.ok(rule.pattern.hasIndices, `${rule.id} has the d flag`);
      }
    }
  });

  test("checksums and structure validators", () => {
    assert.equal(hasBase62Crc32("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"), true);
    assert.equal(hasBase62Crc32("ghp_zQWBuTSOoRi4A9spHcVY5ncnsDkxkJ0mLq18"), false);
    assert.equal(isJwt("eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJl"), true);
    assert.equal(isJwt("eyJub3QiOiJqd3QifQ.eyJzdWIiOiIxMjMifQ.c2ln"), false);
    for (const placeholder of ["${GITHUB_TOKEN}", "{env:KEY}", "<YOUR_KEY>", "sk-XXXXXXXXXXXXXXXX", "your-token-here", "changeme", "$TOKEN", "%API_KEY%"]) {
      assert.equal(isPlaceholder(placeholder), true, placeholder);
    }
  });

  test("common shapes are found; their placeholders and look-alikes are kept", () => {
    const found: Array<[string, string]> = [
      ["password: Tr0ub4dor&3x", "password-assignment"],
      ["export API_SECRET='Zq8sLk2mN4pR7tVx9yB1cD3f'", "secret-assignment"],
      ["psql postgres://app:Zq8sLk2mN4pR@db.example.org/app", "url-credential"],
      ["curl -H 'Authorization: Bearer Zq8sLk2mN4pR7tVx9yB1cD3f'", "bearer-token"],
      ["mysql --password=Zq8sLk2mN4pR7t", "secret-assignment"],
      ["https://api.acme.dev/v1?access_token=Zq8sLk2mN4pR7tVx9yB1&x=1", "secret-assignment"],
      ["ssh deploy@192.168.1.20", "private-ip"],
      ["[fd12:3456:789a::1]:8080", "private-ip"],
      ["curl -u admin:Zq8sLk2mN4 https://ci.acme.dev/api/json", "password-assignment"],
      ["curl -sS --user 'deploy:Zq8s-Lk2m!N4' https://ci.acme.dev", "password-assignment"],
      ["mysql -u root -pQw7rT2zX9 app", "password-assignment"],
      ["docker login -u deploy -p Zq8sLk2mN4 registry.acme.dev", "password-assignment"],
      ["helm registry login ghcr.io -u me -p=Zq8sLk2mN4", "password-assignment"],
    ];
    for (const [text, kind] of found)
      assert.deepEqual(
        scan(text).map((finding) => finding.kind),
        [kind],
        text,
      );
    const kept = [
      "password: ${DB_PASSWORD}",
      "Authorization: Bearer $GITHUB_TOKEN",
      "postgres://user:password@localhost/db",
      "token_count = 5; max_tokens: 4096",
      "const apiKey = process.env.API_KEY",
      "commit 3f786850e387550fdab836ed7e6dc881de23001b",
      "id 550e8400-e29b-41d4-a716-446655440000 v22.23.2",
      "hosts 8.8.8.8, 127.0.0.1, 192.0.2.10, 10.0.0.0/8",
      "Co-Authored-By: Claude <noreply@anthropic.com>",
      "git@github.com:acme/app.git",
      "threading.local()",
      'curl -u "$CI_USER:$CI_TOKEN" https://ci.acme.dev',
      "curl -u deploy:${CI_TOKEN} https://ci.acme.dev",
      "docker run -u 1000:1000 node:22",
      "mysql -u root -p app",
      "mysql -h db -P 3306 -p$MYSQL_PASSWORD app",
      "docker login -u deploy --password-stdin registry.acme.dev",
      "docker run -p 8080:80 nginx",
      "mkdir -p build && ssh -p 2222 host",
    ];
    for (const text of kept) assert.deepEqual(scan(text), [], text);
  });

  test("adversarial inputs of 1 MB finish quickly (no catastrophic backtracking)", (t) => {
    const megabyte = 1024 * 1024;
    const inputs: Record<string, string> = {
      "a run": "a".repeat(megabyte),
      "base64 run": "QUJD".repeat(megabyte / 4),
      "digits and dots": "1.".repeat(megabyte / 2),
      "at signs": "a@".repeat(megabyte / 2),
      "url starts": "x://".repeat(megabyte / 4),
      assignments: "password=".repeat(megabyte / 9),
      "key words": "token key secret ".repeat(megabyte / 17),
      "unterminated private key": `-----BEGIN PRIVATE KEY-----\n${"A".repeat(megabyte)}`,
      "many key headers": "-----BEGIN PRIVATE KEY-----".repeat(megabyte / 27),
      "env block": `"env": {${'"A": "b", '.repeat(megabyte / 10)}`,
      "home paths": "/Users/".repeat(megabyte / 7),
      "plus digits": "+1 2".repeat(megabyte / 4),
      "jwt-ish": `eyJ${"a".repeat(megabyte / 2)}.eyJ${"b".repeat(megabyte / 2)}`,
      spaces: " ".repeat(megabyte),
      "100k e-mail addresses": "ab@cd.io ".repeat(megabyte / 9),
      "100k private addresses": "10.1.2.3 ".repeat(megabyte / 9),
    };
    for (const [name, text] of Object.entries(inputs)) {
      // CPU time, not wall time: on a loaded machine the wall clock counts other processes' turns,
      // while a regex that backtracks without end burns this process's own CPU (minutes, not ms).
      const started = process.cpuUsage();
      scan(text);
      const { user, system } = process.cpuUsage(started);
      const elapsed = (user + system) / 1000;
      t.diagnostic(`${name}: ${elapsed.toFixed(0)} ms of CPU`);
      assert.ok(elapsed < 5000, `${name}: ${elapsed.toFixed(0)} ms of CPU`);
    }
  });
});
