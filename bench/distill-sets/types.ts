// The shapes the generator hands out. A Document is one whole file of a personal harness, with the
// exact substrings that must be gone after redaction and the ones that must stay byte for byte.

export type Family = "config" | "prose" | "fence" | "rule-body" | "encoding";
export const FAMILIES: readonly Family[] = ["config", "prose", "fence", "rule-body", "encoding"];

export type FileKind =
  | "instructions-md" // CLAUDE.md, AGENTS.md, a memory file
  | "mdc-rule" // .cursor/rules/*.mdc
  | "skill-md" // .claude/skills/<name>/SKILL.md
  | "command-md" // .claude/commands/*.md
  | "agent-md" // .claude/agents/*.md
  | "mcp-json" // .mcp.json, ~/.claude.json, .cursor/mcp.json
  | "codex-toml" // ~/.codex/config.toml
  | "settings-json-hook" // .claude/settings.json with hooks
  | "dotenv";

export type Split = "tune" | "heldout";

export interface Sample {
  /**
   * An exact substring that must no longer appear in the output. For an encoding, the encoded form;
   * for split literals, each piece of 8 or more characters; for a key block, each line of its body.
   */
  value: string;
}

export interface Document {
  /** Stable, e.g. "prose-017/kingfisher/kingfisher.github.1#3". */
  id: string;
  family: Family;
  /** The context template's id. */
  context: string;
  fileKind: FileKind;
  /** The whole file text. */
  text: string;
  /** What must still parse after redaction. */
  parse?: "json" | "toml" | "yaml-frontmatter";
  /** Must be removed. */
  secrets: { source: string; rule: string; spans: Sample[] }[];
  /** Must be left unchanged, byte for byte. */
  harmless: { what: string; value: string }[];
  split: Split;
}

/** One secret value taken from a peer's published examples (or made from its expressions). */
export interface SourceRecord {
  source: string;
  rule: string;
  value: string;
  /** The service the value belongs to, in words ("Okta"), when the rule names one. */
  service?: string;
  /** The rule's name in words ("Okta API Token"), when its id is not (`kingfisher.okta.1`). */
  label?: string;
}

/** Why an extractor left a candidate value out. */
export interface Dropped {
  source: string;
  rule: string;
  reason: string;
}

export interface Extraction {
  kept: SourceRecord[];
  dropped: Dropped[];
}
