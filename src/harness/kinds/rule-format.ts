// How a tool's rule files say when they apply — as data, read and written by one codec, so a
// new tool's rules are a declaration, not code (docs/translation.md#rule-activation):
//   globs     Claude `paths:`, Cline `paths:`: globs → glob rule, else always on
//   mdc       Cursor: alwaysApply, globs (comma string), description
//   key       one key names the activation: Windsurf `trigger:`, Kiro `inclusion:`
//   continue  Continue: globs → glob; alwaysApply false with a description → model-decided
//   applyTo   Copilot: applyTo "**" → always, another glob → glob, absent → attached by hand
//   none      Roo: every rule file is always on
import type { Activation } from "../model.ts";
import { globsField, stringField } from "./common.ts";
import type { RuleFormat } from "../tools/types.ts";

export interface DecodedRule {
  activation: Activation;
  globs: string[];
  description?: string;
  /** The front matter keys the format used (everything else is the tool's own extra). */
  known: string[];
}

const ACTIVATIONS: Activation[] = ["always", "glob", "model", "manual"];

/**
 * Cursor reads its front matter line by line, not as YAML, so `alwaysApply: "true"` (quoted, as
 * some generators write it) is as true as `alwaysApply: true`; so is `True`.
 */
function mdcTrue(value: unknown): boolean {
  return value === true || (typeof value === "string" && /^\s*(["']?)true\1\s*$/i.test(value));
}

/** Front matter → activation, globs, description. */
export function decodeRule(format: RuleFormat, fields: Record<string, unknown>): DecodedRule {
  const known = ["description", ...(format.globs ? [format.globs.key] : []), ...(format.nameKey ? [format.nameKey] : [])];
  const globs = format.globs ? (globsField(fields[format.globs.key]) ?? []) : [];
  const description = stringField(fields["description"]);
  const withDescription = (rule: Omit<DecodedRule, "known">): DecodedRule => ({ ...rule, ...(description === undefined ? {} : { description }), known });
  const rule = format.activation;
  switch (rule.by) {
    case "none":
      return withDescription({ activation: "always", globs: [] });
    case "globs": {
      known.push("alwaysApply");
      return withDescription({
        activation: fields["alwaysApply"] === true || globs.length === 0 ? "always" : "glob",
        globs: fields["alwaysApply"] === true ? [] : globs,
      });
    }
    case "mdc": {
      known.push("alwaysApply");
      const activation: Activation = mdcTrue(fields["alwaysApply"]) ? "always" : globs.length > 0 ? "glob" : description !== undefined ? "model" : "manual";
      return withDescription({ activation, globs });
    }
    case "key": {
      known.push(rule.key);
      const written = stringField(fields[rule.key]);
      const activation = written === undefined ? rule.absent : (ACTIVATIONS.find((value) => rule.values[value] === written) ?? rule.absent);
      return withDescription({ activation, globs });
    }
    case "continue": {
      known.push("alwaysApply");
      const activation: Activation =
        fields["alwaysApply"] === true
          ? "always"
          : globs.length > 0
            ? "glob"
            : fields["alwaysApply"] === false && description !== undefined
              ? "model"
              : "always";
      return withDescription({ activation, globs: activation === "glob" ? globs : [] });
    }
    case "applyTo": {
      const always = globs.length === 1 && (globs[0] === "**" || globs[0] === "**/*");
      return withDescription({ activation: globs.length === 0 ? "manual" : always ? "always" : "glob", globs: always ? [] : globs });
    }
  }
}

/** Which activations a format can write. */
export function canWrite(format: RuleFormat, activation: Activation): boolean {
  const rule = format.activation;
  switch (rule.by) {
    case "none":
      return activation === "always";
    case "globs":
      return activation === "always" || activation === "glob";
    case "mdc":
      return true;
    case "key":
      return rule.values[activation] !== undefined;
    case "continue":
      return activation !== "manual";
    case "applyTo":
      return activation !== "model";
  }
}

/** Activation, globs and description → front matter fields (in a stable order). */
export function encodeRule(
  format: RuleFormat,
  rule: { activation: Activation; globs: string[]; description?: string | undefined; name: string },
): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  const globs = format.globs ? (format.globs.shape === "comma" ? rule.globs.join(",") : rule.globs) : undefined;
  const spec = format.activation;
  if (format.nameKey && (spec.by !== "key" || rule.activation === "model")) fields[format.nameKey] = rule.name.split("/").at(-1);
  if (spec.by === "key") fields[spec.key] = spec.values[rule.activation];
  if (rule.description !== undefined && spec.by !== "none") fields["description"] = rule.description;
  if (rule.activation === "glob" && format.globs && globs !== undefined) fields[format.globs.key] = globs;
  if (spec.by === "applyTo" && rule.activation === "always" && format.globs) fields[format.globs.key] = format.globs.shape === "comma" ? "**" : ["**"];
  if (spec.by === "mdc") fields["alwaysApply"] = rule.activation === "always";
  if (spec.by === "continue" && rule.activation === "model") fields["alwaysApply"] = false;
  return fields;
}
