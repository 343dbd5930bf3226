// One value, asked whether it is shaped like a credential, by distill's own rule table: for code
// that must refuse a secret pasted into the wrong field (svc serve's checkout) and say which kind
// it looked like, without keeping, echoing or logging it. Personal data (e-mail addresses, home
// paths) is not a credential here.
import { RULES } from "./rules.ts";
import { scan } from "./scan.ts";

// A format's own rules only: a field that takes a random token (a payment token, a quote id) would
// match every rule that judges a value by its shape alone.
const CREDENTIAL_RULES = RULES.filter((rule) => rule.category === "credential" && rule.byShape !== true);

export interface CredentialShape {
  /** distill's kind (`anthropic-api-key`). */
  kind: string;
  /** What the rule knows the format as ("Anthropic API, admin and OAuth keys: sk-ant-api03-, …"); never the value. */
  description: string;
}

/** The first credential `value` holds, as its kind and the rule's description; null when none. */
export function credentialShape(value: string): CredentialShape | null {
  const [found] = scan(value, { rules: CREDENTIAL_RULES });
  if (found === undefined) return null;
  const rule = CREDENTIAL_RULES.find((candidate) => candidate.id === found.ruleId);
  return { kind: found.kind, description: rule?.description ?? found.kind };
}
