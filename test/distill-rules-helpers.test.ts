// The edges of the distill rule table's helpers (src/distill/rules.ts): keys found from a
// later literal, private domains. In-process and fast, like distill-redact.test.ts.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { RULES } from "../src/distill/rules.ts";
import { scan } from "../src/distill/scan.ts";

/**
 * The table without the rules that judge any token by its shape and the words around it: what the
 * vendor rules alone find (a random token glued to a word is still a token to those rules).
 */
const VENDOR_TABLE = RULES.filter((rule) => !["generated-token", "cued-secret", "split-literal"].includes(rule.id));
const byVendors = (text: string) => scan(text, { rules: VENDOR_TABLE });

describe("the rule table's helpers", () => {
  test("a key found from a later literal is found at the very start of the text too, not after a letter", () => {
    const key = "3f9a1c7e5b2d4086a1e9c7b3d5f20846-us14"; // Mailchimp: 32 hex digits, then -us<n>
    assert.deepEqual(
      scan(`${key} is the key`).map((finding) => [finding.kind, finding.start, finding.end]),
      [["mailchimp-api-key", 0, key.length]],
    );
    assert.deepEqual(byVendors(`x${key}`), []);
  });

  test("private domains: given in any case and with dots around, they win over the e-mail and host rules", () => {
    const found = (text: string, privateDomains: string[]) =>
      scan(text, { privateDomains }).map((finding) => [finding.ruleId, finding.kind, finding.category, text.slice(finding.start, finding.end)]);
    assert.deepEqual(found("wiki.Tidewater.IO", [".TIDEWATER.io."]), [["private-domain", "private-hostname", "personal", "wiki.Tidewater.IO"]]);
    // the same spans as the e-mail rule and the labelled-host rule find: the private domain's rule is the one reported
    assert.deepEqual(found("mail anna.berg@tidewater.io", ["tidewater.io"]), [["private-domain", "email", "personal", "anna.berg@tidewater.io"]]);
    assert.deepEqual(found("grafana.corp.tidewater.io", ["tidewater.io"]), [["private-domain", "private-hostname", "personal", "grafana.corp.tidewater.io"]]);
  });

  test("a prefixed token glued to a word on either side is not that token", () => {
    const token = "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"; // checksum-valid, made of public example text
    assert.deepEqual(
      scan(`(${token})`).map((finding) => finding.kind),
      ["github-token"],
    );
    assert.deepEqual(byVendors(`x${token}`), []);
    assert.deepEqual(byVendors(`${token}x`), []);
  });

  test("a GitHub token whose checksum fails is judged by its body's randomness, without the prefix", () => {
    // 36 characters drawn from 15: 3.88 bits a character (under the bar of 4); with ghp_ it would be 4.09
    assert.deepEqual(scan("use ghp_d3aKdjEEH2jmgB59NamHa7B7E5N329B53dKg here"), []);
  });

  test("a key found from a later literal needs exactly 32 hex digits before it", () => {
    // 32 random characters, not hex, before a Mailchimp -us14
    assert.deepEqual(byVendors("key Zq8vT2mK9xLp4Rw7Yb3Nc6Hd1Fg5Js0A-us14"), []);
  });

  test("shapes: the digit rule looks at the body after the prefix, only where the alphabet has digits; bits 0 takes the prefix's word", () => {
    const kinds = (text: string) => byVendors(text).map((finding) => finding.kind);
    // 64 hex letters and no digit is no random hex, though the prefix dop_v1_ holds a 1
    assert.deepEqual(kinds("key dop_v1_acfbedcafebdaecfdbaefcbdacefbdcaebfdcabedfacbeadfcebadcfebacdbfe"), []);
    assert.deepEqual(kinds("key dop_v1_acfbedcafebdaecfdbaefcbdacefbdcaebfdcabedfacbeadfcebadcfebacdbf1"), ["digitalocean-token"]);
    // age's bech32 alphabet is written out (no 0-9 range): 58 characters without a digit are still a key
    assert.deepEqual(kinds("key AGE-SECRET-KEY-1KTMFTKEHPNEFEZCNQADUEJGJNSSGYCDRQRMMGPQHWGGPVFPRJFUKMUWQGZ"), ["age-secret-key"]);
    // bits 0: the Bedrock prefix says it all, whatever the body (here without a digit)
    assert.deepEqual(kinds("key bedrock-api-key-YmVkcm9jay5hbWF6b25hd3MuY29tAbCdEfGhIjKlMnOpQrStUvWxYz"), ["aws-bedrock-short-lived-api-key"]);
  });

  test("private domains: dots around are trimmed however many, and a name without a dot is no domain", () => {
    assert.deepEqual(
      scan("wiki.tidewater.io", { privateDomains: ["..tidewater.io.."] }).map((finding) => finding.kind),
      ["private-hostname"],
    );
    const text = "see grafana.corp and build.local now";
    assert.deepEqual(scan(text, { privateDomains: ["corp", "local"] }), scan(text));
  });

  test("shapes: a 16-character body without a digit is a filler, a shorter one is not", () => {
    assert.deepEqual(scan("key sm_pat_AbCdEfGhIjKlMnOp here"), []);
    assert.deepEqual(
      scan("key sm_pat_AbCdEfGhIjKlMn1p here").map((finding) => finding.kind),
      ["settlemint-token"],
    );
    // shorter than 16: a random run that short may well lack a digit
    assert.deepEqual(
      scan("key FLWSECK_TESTaGbHcFdEhBgC here").map((finding) => finding.kind),
      ["flutterwave-encryption-key"],
    );
  });
});
