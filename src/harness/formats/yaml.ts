// YAML files that hold an object (Continue's config and blocks, permission lists, Roo's modes),
// through the `yaml` library; an error names its line.
import { parseDocument } from "yaml";
import { FormatError } from "./errors.ts";

/** The document as plain values; an empty document or a bare scalar is an empty object. */
export function parseYamlObject(text: string): Record<string, unknown> {
  const document = parseDocument(text);
  const error = document.errors[0];
  if (error) throw new FormatError(`invalid YAML: ${error.message.split("\n")[0]}`, error.linePos?.[0]?.line ?? 1);
  const value: unknown = document.toJS();
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
