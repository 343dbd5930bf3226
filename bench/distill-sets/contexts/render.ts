// Filling a context template. Slots are written `{{NAME}}` or `{{NAME|filter}}`:
//   SECRET            the value that must go (filters: json, jsonslash, b64, b64wrap, pct, basic,
//                     indent:N, split:js|py|java|go|sh|cs)
//   SERVICE / Service / service / svc   the service's name: as written, as a type name, as a slug,
//                     as a slug without hyphens
//   ENV / env         an environment-variable name for the value (OKTA_API_TOKEN / okta_api_token)
//   USER              an account name (a service account, never a person)
//   H:kind            a harmless value of that kind (harmless.ts) that must stay
//   L:text            this text, which must stay (a harmless value written out in the template)
// Each SECRET insertion records the substrings that must be gone (its spans).
import { keyBlockBody } from "../plausible.ts";
import { envRef, harmlessValue, type HarmlessKind, type RefStyle } from "../harmless.ts";
import type { Random } from "../random.ts";
import type { Document, Family, FileKind, Sample } from "../types.ts";
import { instructionsFile } from "./filler.ts";

export interface Template {
  id: string;
  family: Family;
  fileKind: FileKind;
  parse?: Document["parse"];
  text: string;
  /** Which values fit the slot: one-line values (default), key blocks, or both. */
  takes?: "single" | "key" | "any";
  /** Characters the syntax around the slot cannot hold as they are. */
  forbid?: RegExp;
  /** What a value must have for this template to make sense (an encoding that changes it). */
  requires?: (value: string) => boolean;
  /** How a variable reference is written here, for harmless documents made from this template. */
  refStyle?: RefStyle;
}

/** In a stand-in, stands for the template's environment-variable name (`${@ENV@}` → `${OKTA_TOKEN}`). */
export const ENV_MARK = "@ENV@";

export interface Fill {
  /** The secret; undefined for a harmless document. */
  secret?: string;
  /** A harmless value standing where the secret would (a reference, a placeholder). */
  standIn?: { what: string; value: string };
  service?: string;
  /** Words of the rule's name, to choose TOKEN / PASSWORD / SECRET / API_KEY for ENV. */
  ruleName?: string;
}

export interface Rendered {
  text: string;
  spans: Sample[];
  harmless: { what: string; value: string }[];
}

const FALLBACK_SERVICES = ["vendor", "staging API", "reporting", "billing", "analytics", "CRM", "monitoring", "ticketing"];
const USERS = ["svc-deploy", "ci-bot", "build", "release-bot", "app", "reporting", "integration", "automation", "admin", "deploy"];

function slugWords(service: string): string[] {
  return service // "GitHub" → GITHUB_…, as the services name their variables
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, 3);
}

function envSuffix(ruleName: string | undefined, random: Random): string {
  const words = (ruleName ?? "").toLowerCase();
  if (/password|passwd|\bpass\b|pwd/.test(words)) return "PASSWORD";
  if (/webhook/.test(words)) return "WEBHOOK_URL";
  if (/secret/.test(words)) return "SECRET";
  if (/token|pat\b/.test(words)) return "TOKEN";
  if (/key/.test(words)) return "API_KEY";
  return random.pick(["API_KEY", "TOKEN", "SECRET"]);
}

/** Pieces of `value` for a key split over string literals: a short prefix, then two or three parts. */
function splitPieces(value: string, random: Random): string[] {
  const prefix = /^[A-Za-z]{2,8}[_-]/.exec(value)?.[0];
  const head = prefix && prefix.length < value.length - 16 ? prefix : value.slice(0, random.int(4, 7));
  const rest = value.slice(head.length);
  const parts = rest.length >= 30 ? 3 : 2;
  const pieces = [head];
  let at = 0;
  for (let i = 0; i < parts; i++) {
    const size = i === parts - 1 ? rest.length - at : Math.floor(rest.length / parts) + random.int(-2, 2);
    pieces.push(rest.slice(at, at + size));
    at += size;
  }
  return pieces.filter((p) => p.length > 0);
}

function joinPieces(pieces: string[], language: string): string {
  const quoted = pieces.map((p) => (language === "py" || language === "sh" ? `'${p}'` : `"${p}"`));
  switch (language) {
    case "py":
      return `(${quoted.join("\n    ")})`;
    case "sh":
      return pieces.map((p) => `'${p}'`).join("");
    case "java":
    case "cs":
      return quoted.join(" +\n        ");
    case "go":
      return quoted.join(" + ");
    default:
      return quoted.join(" + ");
  }
}

function escapeJson(value: string): string {
  return JSON.stringify(value).slice(1, -1);
}

/** The parts of a secret that must be gone when it is written as `inserted` (see types.ts). */
function spansOf(secret: string, inserted: string, filter: string): string[] {
  if (filter.startsWith("split:")) return [];
  if (filter === "b64wrap") return inserted.split("\n").filter((line) => line.length >= 8);
  if (["b64", "pct", "basic", "jsonslash"].includes(filter)) return [inserted];
  const body = keyBlockBody(secret);
  if (body) return body.filter((line) => line.length >= 8);
  return [inserted];
}

/** Fills `template`; instruction files get the rest of a real file around the filled part. */
export function render(template: Template, fill: Fill, random: Random): Rendered {
  const spans: string[] = [];
  const harmless: { what: string; value: string }[] = [];
  const service = fill.service ?? random.pick(FALLBACK_SERVICES);
  const words = slugWords(service);
  const envName = `${words.join("_").toUpperCase()}_${envSuffix(fill.ruleName, random)}`;
  const user = random.pick(USERS);

  const literal = template.text.replace(/\{\{L:(.+?)\}\}(?!\})/g, (_, value: string) => {
    harmless.push({ what: "literal", value });
    return value;
  });
  const text = literal.replace(/\{\{([A-Za-z0-9_:-]+)(?:\|([a-z0-9:]+))?\}\}/g, (_, name: string, filter = "") => {
    if (name === "SERVICE") return service;
    if (name === "Service") return words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join("");
    if (name === "service") return words.join("-");
    if (name === "svc") return words.join("");
    if (name === "ENV") return envName;
    if (name === "env") return envName.toLowerCase();
    if (name === "USER") return user;
    if (name.startsWith("H:")) {
      const kind = name.slice(2) as HarmlessKind;
      const value = kind === "env-ref" ? envRef(template.refStyle ?? "any", random) : harmlessValue(kind, random, template.refStyle);
      harmless.push({ what: kind, value });
      return value;
    }
    if (name !== "SECRET") throw new Error(`${template.id}: unknown slot {{${name}}}`);
    if (fill.standIn) {
      const value = fill.standIn.value.replaceAll(ENV_MARK, envName).replaceAll(ENV_MARK.toLowerCase(), envName.toLowerCase().replace(/_/g, "-"));
      harmless.push({ what: fill.standIn.what, value });
      return filter === "json" ? escapeJson(value) : value;
    }
    const secret = fill.secret;
    if (secret === undefined) throw new Error(`${template.id}: no value for {{SECRET}}`);
    let inserted: string;
    if (filter === "") inserted = secret;
    else if (filter === "json") inserted = escapeJson(secret);
    else if (filter === "jsonslash") inserted = escapeJson(secret).replace(/\//g, "\\/");
    else if (filter === "b64") inserted = Buffer.from(secret).toString("base64");
    else if (filter === "b64wrap")
      inserted = (
        Buffer.from(secret)
          .toString("base64")
          .match(/.{1,76}/g) ?? []
      ).join("\n");
    else if (filter === "pct") inserted = encodeURIComponent(secret);
    else if (filter === "basic") inserted = Buffer.from(`${user}:${secret}`).toString("base64");
    else if (filter.startsWith("indent:")) {
      const pad = " ".repeat(Number(filter.slice(7)));
      inserted = secret
        .trimEnd()
        .split("\n")
        .map((line) => pad + line)
        .join("\n");
    } else if (filter.startsWith("split:")) {
      const pieces = splitPieces(secret, random);
      spans.push(...pieces.filter((p) => p.length >= 8));
      return joinPieces(pieces, filter.slice(6));
    } else throw new Error(`${template.id}: unknown filter ${filter}`);
    spans.push(...spansOf(secret, inserted, filter));
    return inserted;
  });

  const whole = template.fileKind === "instructions-md" ? instructionsFile(text.trimEnd(), random) : text;
  return { text: whole, spans: [...new Set(spans)].map((value) => ({ value })), harmless };
}

/** Whether `template` can carry `value` (one line or key block, characters, what an encoding needs). */
export function accepts(template: Template, value: string): boolean {
  const isKey = keyBlockBody(value) !== undefined;
  const takes = template.takes ?? "single";
  if (takes === "single" && (isKey || value.includes("\n"))) return false;
  if (takes === "key" && !isKey) return false;
  if (template.forbid && !isKey && template.forbid.test(value)) return false;
  if (template.requires && !template.requires(value)) return false;
  return true;
}
