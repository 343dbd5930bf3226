// Checks the generator's own output, without svc: every span and harmless value is in its text,
// no harmless value overlaps a span, files that must parse do, ids are unique, and each family
// has the number of distinct contexts and harmless documents it promises.
import { parse as parseToml } from "smol-toml";
import { parse as parseYaml } from "yaml";
import type { Document, Family } from "./types.ts";

export const MINIMUM_CONTEXTS: Record<Family, number> = { prose: 60, fence: 30, "rule-body": 20, encoding: 12, config: 10 };
export const MINIMUM_HARMLESS = 200;

/** The YAML front matter of a markdown file, or undefined when it has none. */
export function frontMatter(text: string): string | undefined {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(text);
  return match?.[1];
}

export function parses(doc: Pick<Document, "parse" | "text">): string | undefined {
  try {
    if (doc.parse === "json") JSON.parse(doc.text);
    else if (doc.parse === "toml") parseToml(doc.text);
    else if (doc.parse === "yaml-frontmatter") {
      const yaml = frontMatter(doc.text);
      if (yaml === undefined) return "no front matter";
      const value: unknown = parseYaml(yaml);
      if (value === null || typeof value !== "object" || Array.isArray(value)) return "front matter is not a mapping";
    }
    return undefined;
  } catch (error) {
    return (error as Error).message.split("\n")[0];
  }
}

/** Problems found, one line each (empty when all is well). */
export function checkDocuments(docs: Document[], options: { complete: boolean }): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const doc of docs) {
    if (ids.has(doc.id)) problems.push(`${doc.id}: duplicate id`);
    ids.add(doc.id);
    for (const secret of doc.secrets) {
      if (secret.spans.length === 0) problems.push(`${doc.id}: a secret with no span`);
      for (const span of secret.spans) {
        if (span.value.length < 8) problems.push(`${doc.id}: span shorter than 8 characters`);
        if (!doc.text.includes(span.value)) problems.push(`${doc.id}: span not in the text: ${JSON.stringify(span.value.slice(0, 40))}`);
      }
    }
    const spans = doc.secrets.flatMap((s) => s.spans.map((span) => span.value));
    for (const item of doc.harmless) {
      if (!doc.text.includes(item.value)) problems.push(`${doc.id}: harmless ${item.what} not in the text`);
      if (spans.some((span) => span.includes(item.value) || item.value.includes(span))) {
        problems.push(`${doc.id}: harmless ${item.what} overlaps a secret span`);
      }
    }
    const parseError = doc.parse ? parses(doc) : undefined;
    if (parseError) problems.push(`${doc.id}: does not parse as ${doc.parse}: ${parseError}`);
  }
  if (options.complete) {
    const families = Object.keys(MINIMUM_CONTEXTS) as Family[];
    for (const family of families) {
      const contexts = new Set(docs.filter((d) => d.family === family && d.secrets.length > 0).map((d) => d.context));
      if (contexts.size < MINIMUM_CONTEXTS[family]) {
        problems.push(`${family}: ${contexts.size} contexts carry a secret, at least ${MINIMUM_CONTEXTS[family]} are promised`);
      }
    }
    const harmless = docs.filter((d) => d.secrets.length === 0).length;
    if (harmless < MINIMUM_HARMLESS) problems.push(`${harmless} harmless documents, at least ${MINIMUM_HARMLESS} are promised`);
  }
  return problems;
}
