// Yelp's detect-secrets tests each plugin on payload lines (`@pytest.mark.parametrize` tuples
// such as `('sk_live_…', True)`) and keeps sample files under `test_data/`. The values are the
// payloads a plugin must flag, and the values assigned in the sample files; the secret inside a
// payload line is its credential part (the password of a URL, the value after `=`, the token).
import { existsSync, readdirSync, statSync } from "node:fs";
import { basename, join, relative } from "node:path";
import type { Extraction } from "../types.ts";
import { Collector, listFiles, readText, requireDir } from "./common.ts";

export const name = "detect-secrets";

// Plugin file → the service its payloads belong to.
const SERVICES: Record<string, string> = {
  artifactory: "Artifactory",
  aws_key: "AWS",
  azure_storage_key: "Azure Storage",
  cloudant: "Cloudant",
  discord: "Discord",
  github_token: "GitHub",
  gitlab_token: "GitLab",
  ibm_cloud_iam: "IBM Cloud",
  ibm_cos_hmac: "IBM COS",
  jwt: "JWT",
  mailchimp_key: "Mailchimp",
  npm: "npm",
  openai: "OpenAI",
  pypi_token: "PyPI",
  sendgrid: "SendGrid",
  slack: "Slack",
  softlayer: "SoftLayer",
  square_oauth: "Square",
  stripe_key: "Stripe",
  telegram_token: "Telegram",
  twilio: "Twilio",
};

interface Literal {
  value: string;
  start: number;
  end: number;
}

/** Python string literals in `text` (single, double and triple quoted; prefixes r/b/f/u). */
function literals(text: string): Literal[] {
  const out: Literal[] = [];
  const pattern = /(^|[^\w])([rRbBuUfF]{0,2})('''|"""|'|")/g;
  let match: RegExpExecArray | null;
  let from = 0;
  while ((match = pattern.exec(text))) {
    const quoteAt = match.index + match[1]!.length + match[2]!.length;
    if (quoteAt < from) continue;
    // skip comments: a '#' earlier on the same line outside a literal
    const lineStart = text.lastIndexOf("\n", quoteAt) + 1;
    const before = text.slice(Math.max(lineStart, from), quoteAt);
    if (before.includes("#")) {
      pattern.lastIndex = text.indexOf("\n", quoteAt) < 0 ? text.length : text.indexOf("\n", quoteAt);
      continue;
    }
    const quote = match[3]!;
    const raw = /r/i.test(match[2]!);
    let i = quoteAt + quote.length;
    let value = "";
    while (i < text.length && !text.startsWith(quote, i)) {
      if (text[i] === "\\" && i + 1 < text.length) {
        const next = text[i + 1]!;
        value += raw ? `\\${next}` : (({ n: "\n", t: "\t", "\\": "\\", "'": "'", '"': '"' } as Record<string, string>)[next] ?? `\\${next}`);
        i += 2;
      } else if (quote.length === 1 && text[i] === "\n") break;
      else value += text[i++];
    }
    const end = i + quote.length;
    out.push({ value, start: quoteAt, end });
    from = end;
    pattern.lastIndex = end;
  }
  return out;
}

/** The `[...]` argument lists of `@pytest.mark.parametrize(` calls, as [start, end) offsets. */
function parametrizeBlocks(text: string): [number, number][] {
  const blocks: [number, number][] = [];
  let at = 0;
  for (;;) {
    const start = text.indexOf("@pytest.mark.parametrize(", at);
    if (start < 0) return blocks;
    let depth = 0;
    let i = start + "@pytest.mark.parametrize".length;
    let quote: string | undefined;
    for (; i < text.length; i++) {
      const ch = text[i]!;
      if (quote) {
        if (ch === "\\") i++;
        else if (ch === quote) quote = undefined;
      } else if (ch === "'" || ch === '"') quote = ch;
      else if (ch === "#") i = Math.max(i, text.indexOf("\n", i));
      else if (ch === "(") depth++;
      else if (ch === ")" && --depth === 0) break;
    }
    blocks.push([start, i]);
    at = i;
  }
}

/** The credential inside a payload line: a URL's password, a quoted value, the value after `=`/`:`, or the line. */
export function credentialIn(payload: string): string {
  const userinfo = /:\/\/[^\s:/@]+:([^\s@/]+)@/.exec(payload);
  if (userinfo) return userinfo[1]!;
  const quoted = /(["'`])([^"'`\s]{8,})\1/.exec(payload);
  if (quoted) return quoted[2]!;
  const assigned = /(?:[=:]|\s)\s*([^\s"'`=,;(){}]{8,}=*)[\s,;)]*$/.exec(payload);
  if (assigned && !/^\/\//.test(assigned[1]!) && !/:\/\//.test(payload)) return assigned[1]!;
  return payload.trim();
}

export function extract(checkout: string): Extraction {
  const tests = requireDir(checkout, "tests/plugins", "detect-secrets");
  const out = new Collector(name);
  for (const file of listFiles(tests, "_test.py")) {
    const plugin = basename(file).replace(/_test\.py$/, "");
    if (plugin === "base" || plugin === "ip_public" || plugin === "high_entropy_strings" || plugin === "keyword") {
      continue; // no credential payloads of a service (IP addresses, entropy and keyword mechanics)
    }
    const text = readText(file);
    const service = SERVICES[plugin];
    for (const [start, end] of parametrizeBlocks(text)) {
      const block = text.slice(start, end);
      const hasFlags = /\b(?:True|False)\b/.test(block);
      const found = literals(block).slice(1); // the first literal names the arguments
      for (const literal of found) {
        const after = block.slice(literal.end);
        if (/^\s*\.format\(/.test(after)) {
          out.drop(plugin, "payload built by code");
          continue;
        }
        const flag = /^\s*,\s*(?:#[^\n]*\n\s*)*(True|False|None|\d)\b/.exec(after)?.[1];
        const positive = hasFlags ? flag === "True" : true;
        if (!positive || (flag === undefined && hasFlags)) continue;
        offerToken(out, plugin, credentialIn(literal.value), service);
      }
    }
  }
  // Sample files: the values assigned in them (`name = value`, `name: 'value'`).
  const data = requireDir(checkout, "test_data", "detect-secrets");
  for (const file of walk(data)) {
    const rule = `test_data/${relative(data, file)}`;
    if (/performance|word_list|baseline|\.diff$/.test(rule)) continue; // not sample secrets
    for (const line of readText(file).split("\n")) {
      const assignment = /^[+\s-]*[\w.:-]+\s*[:=]\s*(?:!!binary\s+)?(["']?)([^\s"'#]{12,})\1/.exec(line);
      if (assignment) offerToken(out, rule, credentialIn(assignment[2]!));
    }
  }
  return out.result();
}

/**
 * Payloads are whole lines; what remains after taking the credential out must still be one token
 * (no code such as `some_function({})`). UUIDs in the sample files are ids there (the file says so).
 */
function offerToken(out: Collector, rule: string, value: string, service?: string): void {
  if (!/^[A-Za-z0-9+/=_.~:@!$%^&*-]+$/.test(value)) out.drop(rule, "code, not a token");
  else if (rule.startsWith("test_data/") && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)) {
    out.drop(rule, "an id, not a secret");
  } else out.offer(rule, value, service);
}

function walk(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir).sort()) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) out.push(...walk(path));
    else if (existsSync(path)) out.push(path);
  }
  return out;
}
