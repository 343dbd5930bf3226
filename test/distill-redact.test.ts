// The redactor's exact outputs (src/distill/redact.ts): what is replaced, the placeholder
// text, what is kept, what is counted, and --replace's parsing and matching. In-process and fast:
// make mutate's distill module runs this file first.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { UsageError } from "../src/core/errors.ts";
import { countByKind, createRedactionSession, parseReplace } from "../src/distill/redact.ts";
import { ruleById } from "../src/distill/rules.ts";
import { scan } from "../src/distill/scan.ts";

// checksum-valid, made of public example text (as in distill-detect.test.ts)
const TOKEN = "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";

describe("parseReplace", () => {
  test("FROM is everything before the first =, TO everything after it (may be empty or hold =)", () => {
    assert.deepEqual(parseReplace("jdoe-labs=acme"), { from: "jdoe-labs", to: "acme" });
    assert.deepEqual(parseReplace("a=b=c"), { from: "a", to: "b=c" });
    assert.deepEqual(parseReplace("jdoe="), { from: "jdoe", to: "" });
  });

  test("refusals name the flag, the spec and the fix", () => {
    assert.throws(
      () => parseReplace("no-equals"),
      (error: unknown) =>
        error instanceof UsageError && error.message === '--replace needs FROM=TO, got "no-equals"' && error.hint === "Example: --replace jdoe-labs=acme",
    );
    assert.throws(() => parseReplace("=x"), { message: '--replace needs FROM=TO, got "=x"' });
    for (const spec of ["a\nb=c", "a=b\nc", "a\rb=c", "a=b\rc"]) {
      assert.throws(() => parseReplace(spec), { message: "--replace FROM and TO must be on one line" }, JSON.stringify(spec));
    }
    for (const [spec, from] of [
      [" jdoe=acme", " jdoe"],
      ["jdoe =acme", "jdoe "],
      ["\tjdoe=acme", "\tjdoe"],
    ] as const) {
      assert.throws(() => parseReplace(spec), { message: `--replace FROM must not start or end with spaces: "${from}"` }, spec);
    }
  });
});

describe("--replace in a session", () => {
  test("an empty FROM, or one named twice, is refused with its own message", () => {
    assert.throws(() => createRedactionSession({ replace: [{ from: "", to: "x" }] }), { message: "--replace FROM must not be empty" });
    assert.throws(
      () =>
        createRedactionSession({
          replace: [
            { from: "a", to: "b" },
            { from: "a", to: "c" },
          ],
        }),
      { message: '--replace names "a" twice' },
    );
  });

  test("the longest FROM wins where two overlap, whatever their order", () => {
    for (const replace of [
      [parseReplace("jdoe=x"), parseReplace("jdoe-labs=acme")],
      [parseReplace("jdoe-labs=acme"), parseReplace("jdoe=x")],
    ]) {
      const result = createRedactionSession({ replace }).redact("jdoe-labs and jdoe", "f.md");
      assert.equal(result.text, "acme and x");
    }
  });

  test("a FROM is taken literally: the characters of regular expressions match only themselves", () => {
    const session = createRedactionSession({ replace: [parseReplace("acme.io=example.org"), parseReplace("a+b(c)[d]{2}^$|\\*?=Q")] });
    assert.equal(session.redact("acme.io acmexio", "f.md").text, "example.org acmexio");
    assert.equal(session.redact("x a+b(c)[d]{2}^$|\\*? y aab(c)[d]dd y", "f.md").text, "x Q y aab(c)[d]dd y");
  });

  test("word boundaries only where FROM starts or ends with a word character", () => {
    const session = createRedactionSession({ replace: [parseReplace("jdoe=acme"), parseReplace("@corp=@example"), parseReplace("team/=crew/")] });
    // inside a longer word: kept on either side
    assert.equal(session.redact("xjdoe jdoex jdoe_ _jdoe 2jdoe", "f.md").text, "xjdoe jdoex jdoe_ _jdoe 2jdoe");
    assert.equal(session.redact("(jdoe) jdoe-x", "f.md").text, "(acme) acme-x");
    // a FROM that starts or ends with punctuation matches next to a letter there
    assert.equal(session.redact("mail x@corp; team/app", "f.md").text, "mail x@example; crew/app");
  });

  test("scrub rewrites without counting; rewritePath counts in the session", () => {
    const session = createRedactionSession({ replace: [parseReplace("jdoe=acme")] });
    assert.equal(session.scrub("~/jdoe/jdoe.md"), "~/acme/acme.md");
    assert.deepEqual(session.summary().replacements, [{ from: "jdoe", to: "acme", count: 0 }]);
    assert.equal(session.rewritePath("jdoe/notes.md"), "acme/notes.md");
    assert.deepEqual(session.summary().replacements, [{ from: "jdoe", to: "acme", count: 1 }]);
    // no pairs: the text comes back as it is
    assert.equal(createRedactionSession().scrub("jdoe x"), "jdoe x");
  });
});

describe("redaction output", () => {
  test("a CRLF private key keeps its CRLF line breaks behind the placeholder", () => {
    const body = Array.from({ length: 3 }, (_, index) => `MIIE${String(index).repeat(4)}vQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7VJTUt9Us8cKj${index}`);
    const text = `key:\r\n-----BEGIN RSA PRIVATE KEY-----\r\n${body.join("\r\n")}\r\n-----END RSA PRIVATE KEY-----\r\nafter\r\n`;
    const result = createRedactionSession().redact(text, "id_rsa");
    // four line breaks inside the key, then the one after its END line
    assert.equal(result.text, `key:\r\n<REDACTED:private-key#1>${"\r\n".repeat(4)}\r\nafter\r\n`);
  });

  test("a private key is redacted to its END line even when it encloses a token and two private IPs", () => {
    // each of the three inner findings overlaps the key, not one another: the key's span must still
    // hold them all, or what follows the last one (the key's tail) stays in clear
    const body = [
      "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7VJTUt9Us8cKj",
      `token ${TOKEN} here`,
      "host 10.1.2.3 and 192.168.4.5 next",
      "TAILvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7VJTUt9Us8cKj",
    ];
    const text = `key:\n-----BEGIN RSA PRIVATE KEY-----\n${body.join("\n")}\n-----END RSA PRIVATE KEY-----\nafter\n`;
    const result = createRedactionSession().redact(text, "id_rsa");
    assert.equal(result.text, `key:\n<REDACTED:private-key#1>${"\n".repeat(5)}\nafter\n`);
    assert.deepEqual(countByKind(scan(text)), { "private-key": 1 });
  });

  test("the session's fingerprint of a value is its credentials' fingerprint: 8 hex digits", () => {
    const session = createRedactionSession({ key: new Uint8Array(32).fill(1) });
    const [redaction] = session.redact(`token ${TOKEN}`, "f.md").redactions;
    assert.match(session.fingerprint(TOKEN), /^[0-9a-f]{8}$/);
    assert.equal(redaction?.fingerprint, session.fingerprint(TOKEN));
    assert.notEqual(session.fingerprint(`${TOKEN}x`), session.fingerprint(TOKEN));
  });

  test("scan options reach the scanner: a session given one rule redacts only its kind", () => {
    const email = ruleById("email");
    assert.ok(email);
    const result = createRedactionSession({ scan: { rules: [email] } }).redact(`ask anna.berg@proton.me for ${TOKEN}`, "f.md");
    assert.equal(result.text, `ask <REDACTED:email#1> for ${TOKEN}`);
  });

  test("countByKind counts findings per kind, never values", () => {
    const findings = scan(`${TOKEN} anna.berg@proton.me ${TOKEN} bob.stone@proton.me`);
    assert.deepEqual(countByKind(findings), { "github-token": 2, email: 2 });
    assert.deepEqual(countByKind([]), {});
  });
});
