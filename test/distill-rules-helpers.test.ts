// The edges of the distill rule table's helpers (src/harness/distill/rules.ts): keys found from a
// later literal, private domains. In-process and fast, like distill-redact.test.ts.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { scan } from "../src/harness/distill/scan.ts";

describe("the rule table's helpers", () => {
  test("a key found from a later literal is found at the very start of the text too, not after a letter", () => {
    const key = "3f9a1c7e5b2d4086a1e9c7b3d5f20846-us14"; // Mailchimp: 32 hex digits, then -us<n>
    assert.deepEqual(
      scan(`${key} is the key`).map((finding) => [finding.kind, finding.start, finding.end]),
      [["mailchimp-api-key", 0, key.length]],
    );
    assert.deepEqual(scan(`x${key}`), []);
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
    assert.deepEqual(scan(`(${token})`).map((finding) => finding.kind), ["github-token"]);
    assert.deepEqual(scan(`x${token}`), []);
    assert.deepEqual(scan(`${token}x`), []);
  });

  test("a GitHub token whose checksum fails is judged by its body's randomness, without the prefix", () => {
    // 36 characters drawn from 15: 3.88 bits a character (under the bar of 4); with ghp_ it would be 4.09
    assert.deepEqual(scan("use ghp_d3aKdjEEH2jmgB59NamHa7B7E5N329B53dKg here"), []);
  });
});
