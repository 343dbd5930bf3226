// The rule table, rule by rule: each rule run ALONE on hand-written samples (test/fixtures/
// distill-rules/) must find exactly the expected value, and nothing in its near misses, with and
// without the anchor pass; every anchor and keyword needed (without it, a sample is missed). And the
// table's own shape: no empty literal. This file is fast and imports no corpus: `make mutate MODULE=distill` runs
// it first, so a changed rule is caught in about a second.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { type PatternRule, RULES, type Rule } from "../src/distill/rules.ts";
import { scan } from "../src/distill/scan.ts";
import { SHAPES } from "../src/distill/vendors.ts";
import { SAMPLES as PART_A } from "./fixtures/distill-rules/part-a.ts";
import { SAMPLES as PART_B } from "./fixtures/distill-rules/part-b.ts";
import { SAMPLES as PART_C } from "./fixtures/distill-rules/part-c.ts";
import { SAMPLES as PART_D } from "./fixtures/distill-rules/part-d.ts";

const PARTS = [PART_A, PART_B, PART_C, PART_D];
const FOUND = PARTS.flatMap((part) => part.found);
const MISSED = PARTS.flatMap((part) => part.missed);

/** The rules written in the table itself (the prefix shapes of vendors.ts have their own tests). */
const SHAPE_IDS = new Set(SHAPES.map((shape) => shape.id));
const TABLE = RULES.filter((rule) => !SHAPE_IDS.has(rule.id));

// One array per rule, made once: the scanner caches its automaton per rules array.
const alone = new Map<string, readonly Rule[]>(RULES.map((rule) => [rule.id, [rule]]));
function ruleAlone(id: string): readonly Rule[] {
  const rules = alone.get(id);
  assert.ok(rules !== undefined, `no rule has the id ${id}`);
  return rules;
}

function anchorsOf(rule: Rule): readonly string[] | undefined {
  return "pattern" in rule ? (rule as PatternRule).anchors : undefined;
}

/**
 * What each rule reports, written here rather than read from the table, so that a changed kind
 * (the placeholder's name: <REDACTED:kind#n>), category or replacement fails: a rule's kind is its
 * id unless listed.
 */
const KIND_OF: Record<string, string> = {
  "gcp-service-account-key-id": "gcp-service-account-key",
  "gitlab-runner-registration-token": "gitlab-token",
  "npmrc-auth": "npm-token",
  "mailgun-api-key-v2": "mailgun-api-key",
  "sidekiq-credential": "sidekiq-secret",
  "authorization-header": "bearer-token",
  "cli-secret-flag": "secret-assignment",
  "cli-user-password": "password-assignment",
  "mysql-password": "password-assignment",
  "registry-login-password": "password-assignment",
  "private-ipv6": "private-ip",
  "generated-token": "token",
  "cued-secret": "token",
  "split-literal": "token",
  "cli-login-password": "password-assignment",
  "labelled-host": "private-hostname",
  "phone-international": "phone",
  "phone-national": "phone",
  "phone-nanp": "phone",
};
const PERSONAL = new Set([
  "email",
  "home-path-user",
  "private-ip",
  "private-ipv6",
  "private-hostname",
  "labelled-host",
  "phone-international",
  "phone-national",
  "phone-nanp",
]);

/** What a rule alone finds in a text: each finding as [value, span]. */
function findings(id: string, text: string, anchored: boolean): Array<[string, string]> {
  return scan(text, { rules: ruleAlone(id), anchored }).map((finding) => [
    text.slice(finding.valueStart, finding.valueEnd),
    text.slice(finding.start, finding.end),
  ]);
}

describe("the rule table, rule by rule", () => {
  test("each sample: its rule alone finds exactly the expected value, with and without the anchor pass", () => {
    const wrong: string[] = [];
    for (const sample of FOUND) {
      const expected = [[sample.value, sample.span ?? sample.value]];
      for (const anchored of [true, false]) {
        const got = findings(sample.rule, sample.text, anchored);
        if (JSON.stringify(got) !== JSON.stringify(expected))
          wrong.push(
            `${sample.rule}${anchored ? "" : " (no anchor pass)"} in ${JSON.stringify(sample.text)}: found ${JSON.stringify(got)}, expected ${JSON.stringify(expected)}`,
          );
      }
    }
    assert.deepEqual(wrong, []);
  });

  test("each sample: the kind, category and replacement its rule reports", () => {
    const wrong: string[] = [];
    for (const sample of FOUND) {
      const expected = {
        kind: sample.kind ?? KIND_OF[sample.rule] ?? sample.rule,
        category: PERSONAL.has(sample.rule) ? "personal" : "credential",
        replacement: sample.rule === "home-path-user" ? "home" : "placeholder",
      };
      for (const finding of scan(sample.text, { rules: ruleAlone(sample.rule) })) {
        const got = { kind: finding.kind, category: finding.category, replacement: finding.replacement };
        if (JSON.stringify(got) !== JSON.stringify(expected))
          wrong.push(`${sample.rule} in ${JSON.stringify(sample.text)}: ${JSON.stringify(got)}, expected ${JSON.stringify(expected)}`);
      }
    }
    assert.deepEqual(wrong, []);
  });

  test("each sample with the whole table: its own rule takes the value (priorities), unless the sample says which rule does", () => {
    const wrong: string[] = [];
    for (const sample of FOUND) {
      const covering = scan(sample.text).filter(
        (finding) =>
          sample.text.slice(finding.valueStart, finding.valueEnd).includes(sample.value) ||
          sample.value.includes(sample.text.slice(finding.valueStart, finding.valueEnd)),
      );
      const owners = covering.map((finding) => finding.ruleId);
      const expected = sample.takenBy ?? sample.rule;
      if (!owners.includes(expected)) wrong.push(`${sample.rule}: ${JSON.stringify(sample.text)} is taken by ${JSON.stringify(owners)}, expected ${expected}`);
    }
    assert.deepEqual(wrong, []);
  });

  test("each near miss: its rule alone finds nothing, with and without the anchor pass", () => {
    const wrong: string[] = [];
    for (const sample of MISSED) {
      for (const anchored of [true, false]) {
        const got = findings(sample.rule, sample.text, anchored);
        if (got.length > 0)
          wrong.push(`${sample.rule}${anchored ? "" : " (no anchor pass)"} found ${JSON.stringify(got)} in ${JSON.stringify(sample.text)} (${sample.why})`);
      }
    }
    assert.deepEqual(wrong, []);
  });

  test("every rule of the table has samples it finds and near misses it keeps", () => {
    const withFound = new Set(FOUND.map((sample) => sample.rule));
    const withMissed = new Set(MISSED.map((sample) => sample.rule));
    assert.deepEqual(
      TABLE.filter((rule) => !withFound.has(rule.id)).map((rule) => rule.id),
      [],
      "rules without a sample they find",
    );
    assert.deepEqual(
      TABLE.filter((rule) => !withMissed.has(rule.id)).map((rule) => rule.id),
      [],
      "rules without a near miss",
    );
  });

  test("every anchor and every keyword is needed: without it, its rule misses a sample", () => {
    // A literal that stands in no text, for a rule left with no literal (an empty list would make it run everywhere).
    const NOWHERE = "\u0001nowhere\u0001";
    const unneeded: string[] = [];
    for (const rule of TABLE) {
      const spans = (text: string, rules: readonly Rule[]) => JSON.stringify(scan(text, { rules }).map((finding) => [finding.valueStart, finding.valueEnd]));
      const samples = FOUND.filter((sample) => sample.rule === rule.id).map((sample) => ({
        text: sample.text,
        expected: spans(sample.text, ruleAlone(rule.id)),
      }));
      const anchors = anchorsOf(rule);
      const anchored = anchors !== undefined && anchors.length > 0;
      const literals = anchored ? anchors : rule.keywords;
      for (const literal of literals) {
        // a keyword that begins with another of its rule's keywords (sumologic, sumo: VENDOR_WORDS) stands where that one does
        if (!anchored && literals.some((other) => other !== literal && literal.startsWith(other))) continue;
        const rest = literals.filter((other) => other !== literal);
        const without: Rule = anchored
          ? { ...(rule as PatternRule), anchors: rest.length > 0 ? rest : [NOWHERE] }
          : { ...rule, keywords: rest.length > 0 ? rest : [NOWHERE] };
        const alone = [without];
        const changes = samples.some((sample) => spans(sample.text, alone) !== sample.expected);
        if (!changes) unneeded.push(`${rule.id}: ${JSON.stringify(literal)}`);
      }
    }
    assert.deepEqual(unneeded, [], "literals whose removal no sample notices");
  });
});

describe("the table's shape", () => {
  test("no anchor or keyword is empty (an empty literal stands everywhere: its rule would run on every text)", () => {
    for (const rule of RULES) {
      for (const keyword of rule.keywords) assert.notEqual(keyword, "", `${rule.id} has an empty keyword`);
      for (const anchor of anchorsOf(rule) ?? []) assert.notEqual(anchor, "", `${rule.id} has an empty anchor`);
    }
  });

  test("a rule with leads finds what its expression finds (tried only at its leads, every match starting with one)", () => {
    const texts = [...FOUND, ...MISSED].map((sample) => sample.text);
    texts.push(texts.join("\n"), texts.join(" "));
    const led = RULES.filter((rule): rule is PatternRule => "pattern" in rule && rule.leads !== undefined);
    assert.ok(led.length > 0, "no rule has leads");
    const spans = (rules: readonly Rule[]): string[] =>
      texts.map((text) => JSON.stringify(scan(text, { rules }).map((finding) => [finding.ruleId, finding.start, finding.end])));
    for (const rule of led) {
      const leads = rule.leads ?? "";
      assert.ok(leads.length > 0, `${rule.id} has empty leads`);
      for (const text of texts)
        for (const match of text.matchAll(rule.pattern)) assert.ok(leads.includes(match[0].charAt(0)), `${rule.id} matched ${match[0]}`);
      const { leads: _leads, ...plain } = rule;
      assert.deepEqual(spans([rule]), spans([plain]), rule.id);
    }
  });

  test("a rule that names anchors names at least one (an empty list would make it run on every text)", () => {
    for (const rule of RULES) {
      const anchors = anchorsOf(rule);
      if (anchors !== undefined) assert.ok(anchors.length > 0, `${rule.id} has an empty anchors list`);
    }
  });

  test("only these rules have no keyword (they run on every text, their finders are cheap or their formats have no literal)", () => {
    assert.deepEqual(
      RULES.filter((rule) => rule.keywords.length === 0).map((rule) => rule.id),
      // generated-token: found from a letter next to a digit, which the gate pass collects on its way
      ["discord-bot-token", "twilio-api-key", "generated-token", "phone-national", "phone-nanp"],
    );
  });
});
