// MongoDB's kingfisher publishes each rule with `examples`: lines as found in the wild
// (`GITHUB_KEY=ghp_…`, a Terraform block…). The secret is what the rule's own expression captures
// in its example, so each expression is turned into a JavaScript one (regex.ts) and run on it.
import { parse as parseYaml } from "yaml";
import { captureGroups, parseRegex, toJsRegExp } from "../regex.ts";
import type { Extraction } from "../types.ts";
import { Collector, listFiles, readText, requireDir, serviceFromName } from "./common.ts";

interface KingfisherRule {
  name?: string;
  id?: string;
  pattern?: string;
  examples?: unknown[];
  visible?: boolean;
}

// Rules that find the other half of a pair (an account name, a domain, a client id) rather than
// the secret: what they capture is not something a person would redact.
const NOT_A_SECRET =
  /\b(?:client id|app(?:lication)? id|bot id|product id|organization id|org id|private key id|domain|host|instance url|account (?:name|identifier)|username)$/i;

export const name = "kingfisher";

export function extract(checkout: string): Extraction {
  const dir = requireDir(checkout, "data/rules", "kingfisher");
  const out = new Collector(name);
  for (const file of listFiles(dir, ".yml")) {
    const parsed = parseYaml(readText(file)) as { rules?: KingfisherRule[] } | null;
    for (const rule of parsed?.rules ?? []) {
      const id = rule.id ?? rule.name ?? file;
      const examples = (rule.examples ?? []).filter((e): e is string => typeof e === "string");
      if (rule.visible === false || (rule.name && NOT_A_SECRET.test(rule.name))) {
        for (let i = 0; i < Math.max(1, examples.length); i++) out.drop(id, "rule finds an identifier, not a secret");
        continue;
      }
      let regex: RegExp;
      let secretGroup = 0;
      try {
        const tree = parseRegex(rule.pattern ?? "");
        regex = toJsRegExp(tree);
        const groups = captureGroups(tree);
        const named = groups.find((g) => /secret|token|key|password|pass/i.test(`${g.name ?? ""} ${g.comment ?? ""}`));
        secretGroup = named?.index ?? (groups.length > 0 ? 1 : 0);
      } catch {
        for (let i = 0; i < Math.max(1, examples.length); i++) out.drop(id, "rule's expression not understood");
        continue;
      }
      const service = serviceFromName(rule.name ?? "");
      for (const example of examples) {
        const match = regex.exec(example);
        const value = match?.[secretGroup] ?? match?.[0];
        if (!value) {
          out.drop(id, "example does not match its rule");
          continue;
        }
        out.offer(id, value, service, rule.name);
      }
    }
  }
  return out.result();
}
