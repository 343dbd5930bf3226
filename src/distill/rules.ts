// The detection rule table: every kind distill redacts, in one place. A rule is data: its kind, its
// category, the lower-case keywords of the prefilter (a rule none of whose keywords occurs in a text
// is not run on it; no keywords = always run), a priority for overlaps, and either a pattern (a
// global regular expression whose group `value`, or the whole match, is the sensitive part) with an
// optional validator, or a finder for the few kinds that need to look around (assignments, MCP
// env/headers blocks, e-mail, home paths, hostnames). A pattern that always begins with one of a few
// literals names them as `anchors`: the scanner then tries it only where an anchor stands (found
// for all rules in one Aho-Corasick pass, which is also how keywords are found), with the same
// results as running it over the whole text (tested).
//
// Patterns are written for linear time: literal starts where the format has a prefix, bounded
// repetition everywhere, no nested unbounded quantifiers. test/distill-detect.test.ts runs each rule
// over adversarial input.
import {
  charStats,
  entropy,
  hasBase62Crc32,
  isBasicCredential,
  isCanonicalPrivateRange,
  isDiscordBotToken,
  isJwt,
  isPlaceholder,
  isPrivateIpv4,
  isTokenPlaceholder,
  looksRandom,
  tooRegular,
} from "./checks.ts";
import {
  findAssignments,
  findCurlCredentials,
  findEmails,
  findEnvBlockSecrets,
  findHomePaths,
  findInternalHostnames,
  findPrivateHostnames,
  findUnderDomains,
  INTERNAL_LABELS,
  VENDOR_WORDS,
  type Candidate,
  type TextFacts,
} from "./finders.ts";
import { CUE_KEYWORDS, findCuedSecrets, findGeneratedTokens, findSplitLiterals, SPLIT_KEYWORDS } from "./loose.ts";
import { type Shape, SHAPES, shapePattern } from "./vendors.ts";

export type Category = "credential" | "personal";

export interface MatchContext {
  text: string;
  /** Offset of the value in the text. */
  start: number;
  end: number;
}

interface RuleBase {
  /** Unique id of the rule (kebab-case); several rules may share a kind. */
  id: string;
  /** What the report and the placeholder call it: `<REDACTED:kind#n>`. */
  kind: string;
  category: Category;
  description: string;
  /** Lower-case literals; the rule runs only on texts containing one of them. Empty: always runs. */
  keywords: readonly string[];
  /** Overlaps go to the higher priority, then to the longer span. */
  priority: number;
  /** How the span is replaced: a numbered placeholder, or `~` for the user part of a home path. */
  replacement?: "placeholder" | "home";
  /**
   * Judged by shape, entropy and the words around it, with no format naming it: a value that is
   * random by nature (a payment token, an order id) matches, so such rules say nothing of a field
   * that takes one (svc serve's credential check leaves them out).
   */
  byShape?: true;
}

export interface PatternRule extends RuleBase {
  /** Global (`g`) expression; with a named group `value`, also `d`. */
  pattern: RegExp;
  /**
   * The literals every match begins with (case-sensitive), for formats with a fixed prefix. The
   * scanner finds all anchors of all rules in one pass and tries each such rule only where one of its
   * anchors stands; the anchor pass is these rules' prefilter (their keywords document them).
   */
  anchors?: readonly string[];
  /**
   * For an expression without a literal start that begins with one of a few characters (`[MNO]`,
   * `0`): those characters. The scanner tries the expression only where one stands, found with
   * indexOf (a search for one character is far faster than the expression's own search for a class).
   */
  leads?: string;
  /** Characters before the match that belong to the value (a pattern anchored on a later literal looks back for them). */
  span?: number;
  /**
   * For a value of varying length before the anchor (a 15-16 digit app id before `|`): an expression
   * ending in `$`, tried on the 80 characters before the match; what it matches starts the value. No
   * match, no candidate.
   */
  lookback?: RegExp;
  validate?: (value: string, context: MatchContext) => boolean;
}

export interface FinderRule extends RuleBase {
  /**
   * All candidates in `text`. `hits`, when given, are the sorted offsets where one of the rule's
   * keywords starts (the scanner's gate found them); without it the finder looks for itself.
   * `facts`, for a rule that asks for them, come from the same pass.
   */
  find: (text: string, hits?: readonly number[], facts?: TextFacts) => Candidate[];
  /** The rule reads the gate pass's TextFacts: the pass collects them only for such rules. */
  facts?: true;
}

export type Rule = PatternRule | FinderRule;

// Priorities: vendor formats beat structural credentials beat generic assignments beat personal data.
const VENDOR = 100;
const STRUCTURAL = 80;
const ASSIGNMENT = 60;
const BLOCK = 50;
/** Tokens judged by their shape and the words around them: below every rule that knows what a value is. */
const LOOSE = 45;
const PERSONAL = 40;

/** No letter, digit or underscore before a token (so a prefix inside a longer word does not count). */
const START = String.raw`(?<![A-Za-z0-9_])`;
/** No token character after. */
const END = String.raw`(?![A-Za-z0-9_])`;

function token(pattern: string, flags = "g"): RegExp {
  return new RegExp(`${START}${pattern}${END}`, flags);
}

function notPlaceholder(value: string): boolean {
  return !isPlaceholder(value);
}

/** A vendor-format value: not a placeholder of that format, and at least `bits` of entropy a character. */
function randomEnough(bits: number): (value: string) => boolean {
  return (value) => looksRandom(value, bits);
}

/**
 * GitHub's format carries a CRC32 of its body: a token whose checksum holds is redacted whatever it
 * looks like; one whose checksum fails is redacted when its body is random (a token copied with a
 * typo, or a vendor's format without the checksum, is still a secret), kept when it is a filler.
 */
function checksumOrRandom(value: string): boolean {
  return hasBase62Crc32(value) || randomEnough(4)(value.slice(4));
}

/** For rules found from a later literal: the value starts with 32 hex digits, not preceded by a token character. */
function hexBefore(value: string, context: MatchContext): boolean {
  return /^[0-9a-f]{32}-/.test(value) && context.start >= 0 && !/[A-Za-z0-9_]/.test(context.text[context.start - 1] ?? "");
}

/**
 * A vendor-format credential: kind = id unless given, keywords = the anchors lower-cased (the anchor
 * pass is these rules' prefilter), vendor priority.
 */
function vendor(
  rule: Omit<PatternRule, "kind" | "category" | "keywords" | "priority" | "anchors"> & { kind?: string; anchors: readonly string[] },
): PatternRule {
  return {
    ...rule,
    kind: rule.kind ?? rule.id,
    category: "credential",
    keywords: [...new Set(rule.anchors.map((anchor) => anchor.toLowerCase()))],
    priority: VENDOR,
  };
}

/**
 * A shape's validator: the body (after the prefix) random enough, holding a digit when its alphabet
 * has digits and it is long (a random 16+ character run lacks one with odds under 6%), and no filler.
 */
function shapeValidator(shape: Shape): (value: string) => boolean {
  const digits = /0-9|\\d/.test(shape.body);
  return (value) => {
    if (shape.bits === 0) return true;
    const prefix = shape.prefixes.find((candidate) => value.startsWith(candidate)) ?? "";
    const body = value.slice(prefix.length);
    if (digits && body.length >= 16 && !/\d/.test(body)) return false;
    return looksRandom(body, shape.bits ?? 3);
  };
}

function shapeRule(shape: Shape): PatternRule {
  return vendor({
    id: shape.id,
    ...(shape.kind ? { kind: shape.kind } : {}),
    description: `${shape.id}: ${shape.prefixes.join(" / ")} and its body, by shape`,
    anchors: shape.prefixes,
    pattern: shapePattern(shape),
    validate: shapeValidator(shape),
  });
}

export const RULES: readonly Rule[] = [
  // --- vendor formats known by their prefix (vendors.ts) --------------------------------------
  ...SHAPES.map(shapeRule),
  vendor({
    id: "hashicorp-tf-api-token",
    description: "Terraform Cloud / HCP API token: 14 alphanumerics, .atlasv1., 60-70 more",
    // found from its .atlasv1. (14 characters stand before it)
    anchors: [".atlasv1."],
    pattern: /\.atlasv1\.[A-Za-z0-9_=-]{60,70}(?![A-Za-z0-9_=-])/g,
    span: 14,
    validate: (value, context) => /^[A-Za-z0-9]{14}\./.test(value) && !/[A-Za-z0-9_]/.test(context.text[context.start - 1] ?? "") && randomEnough(3.5)(value),
  }),
  // --- cloud providers ---------------------------------------------------------------------
  vendor({
    id: "aws-access-key-id",
    description: "AWS access key id (AKIA/ASIA/ABIA/ACCA + 16 base32)",
    anchors: ["AKIA", "ASIA", "ABIA", "ACCA"],
    pattern: new RegExp(String.raw`(?<![A-Z0-9])(?:AKIA|ASIA|ABIA|ACCA)[A-Z2-7]{16}(?![A-Z0-9])`, "g"),
    validate: randomEnough(2.5),
  }),
  vendor({
    id: "aws-secret-access-key",
    description: "AWS secret access key: 40 base64 characters assigned to an aws secret key name",
    anchors: ["secret_access_key", "secretaccesskey", "secret-access-key", "aws_secret"],
    pattern:
      /(?:secret_access_key|secretaccesskey|secret-access-key|aws_secret(?:_key)?)["']?[ \t]{0,4}(?:=|:|=>)[ \t]{0,4}["']?(?<value>[A-Za-z0-9/+]{40})(?![A-Za-z0-9/+=])/dgi,
    validate: randomEnough(4),
  }),
  {
    id: "gcp-service-account-key-id",
    kind: "gcp-service-account-key",
    category: "credential",
    description: "GCP service-account key file: its private_key_id (the private key itself is a private-key)",
    keywords: ["private_key_id"],
    priority: VENDOR,
    anchors: ['"private_key_id"'],
    pattern: /"private_key_id"\s{0,4}:\s{0,4}"(?<value>[0-9a-f]{40})"/dg,
  },
  vendor({
    id: "google-api-key",
    description: "Google API key (GCP, Firebase, Gemini / Google AI Studio): AIza + 35",
    anchors: ["AIza"],
    pattern: new RegExp(String.raw`(?<![A-Za-z0-9_-])AIza[0-9A-Za-z_-]{35}(?![A-Za-z0-9_-])`, "g"),
    validate: randomEnough(3.5),
  }),
  vendor({
    id: "google-oauth-client-secret",
    description: "Google OAuth client secret: GOCSPX- + 28",
    anchors: ["GOCSPX-"],
    pattern: token(String.raw`GOCSPX-[A-Za-z0-9_-]{28}`),
    validate: randomEnough(3.5),
  }),
  {
    id: "azure-account-key",
    kind: "azure-account-key",
    category: "credential",
    description: "Azure storage AccountKey / Service Bus SharedAccessKey in a connection string",
    keywords: ["accountkey", "sharedaccesskey"],
    priority: VENDOR,
    anchors: ["AccountKey=", "SharedAccessKey="],
    pattern: /(?:AccountKey|SharedAccessKey)=(?<value>[A-Za-z0-9+/]{40,100}={0,2})/dgi,
    validate: randomEnough(4),
  },
  vendor({
    id: "azure-ad-client-secret",
    description: "Azure AD (Entra) application client secret: 3 chars, a digit, Q~, 31-34 chars",
    // found from its Q~ (3 characters and a digit stand before it)
    anchors: ["Q~"],
    pattern: /Q~[A-Za-z0-9_~.-]{31,34}(?![A-Za-z0-9_~.-])/g,
    span: 4,
    validate: (value, context) =>
      /^[A-Za-z0-9_~.]{3}\d/.test(value) && !/[A-Za-z0-9_~.-]/.test(context.text[context.start - 1] ?? "") && randomEnough(3.5)(value),
  }),
  {
    id: "signed-url-signature",
    kind: "signed-url-signature",
    category: "credential",
    description: "Signature of a signed URL: Azure SAS sig=, X-Amz-Signature=, X-Goog-Signature=",
    keywords: ["sig=", "signature="],
    priority: STRUCTURAL,
    anchors: ["?sig=", "&sig=", "?x-amz-signature=", "&x-amz-signature=", "?x-goog-signature=", "&x-goog-signature="],
    pattern: /[?&](?:sig|x-amz-signature|x-goog-signature)=(?<value>[A-Za-z0-9%+/_.-]{20,1024})/dgi,
    validate: randomEnough(3),
  },
  // --- git hosts -----------------------------------------------------------------------------
  vendor({
    id: "github-token",
    description: "GitHub classic personal access token: ghp_ + 30 base62 + CRC32 checksum",
    anchors: ["ghp_"],
    pattern: token(String.raw`ghp_[A-Za-z0-9]{36}`),
    validate: checksumOrRandom,
  }),
  vendor({
    id: "github-oauth-token",
    description: "GitHub OAuth access token: gho_ + 30 base62 + CRC32 checksum",
    anchors: ["gho_"],
    pattern: token(String.raw`gho_[A-Za-z0-9]{36}`),
    validate: checksumOrRandom,
  }),
  vendor({
    id: "github-app-token",
    description: "GitHub App user-to-server, server-to-server and refresh tokens: ghu_/ghs_/ghr_ + checksum",
    anchors: ["ghu_", "ghs_", "ghr_"],
    pattern: token(String.raw`gh[usr]_[A-Za-z0-9]{36}`),
    validate: checksumOrRandom,
  }),
  vendor({
    id: "github-fine-grained-token",
    description: "GitHub fine-grained personal access token: github_pat_ + 22 + _ + 59",
    anchors: ["github_pat_"],
    pattern: token(String.raw`github_pat_[A-Za-z0-9_]{82}`),
    validate: randomEnough(4),
  }),
  vendor({
    id: "gitlab-token",
    description: "GitLab tokens: glpat-, gldt-, glrt-, glcbt-, glptt-, glft-, glimt-, glagent-, gloas-, glsoat-, glffct- (legacy and routable)",
    anchors: ["glpat-", "gldt-", "glrt-", "glcbt-", "glptt-", "glft-", "glimt-", "glagent-", "gloas-", "glsoat-", "glffct-"],
    pattern: new RegExp(String.raw`${START}gl(?:pat|dt|rt|cbt|ptt|ft|imt|agent|oas|soat|ffct)-[A-Za-z0-9_-]{20,300}(?:\.[0-9a-z]{9})?(?![A-Za-z0-9_.-])`, "g"),
    validate: randomEnough(3),
  }),
  vendor({
    id: "gitlab-runner-registration-token",
    kind: "gitlab-token",
    description: "GitLab runner registration token: GR1348941 + 20",
    anchors: ["GR1348941"],
    pattern: token(String.raw`GR1348941[A-Za-z0-9_-]{20}`),
    validate: (value) => randomEnough(3)(value.slice(9)),
  }),
  // --- payment -------------------------------------------------------------------------------
  vendor({
    id: "stripe-secret-key",
    description: "Stripe secret key, live or test: sk_live_ / sk_test_",
    anchors: ["sk_live_", "sk_test_"],
    pattern: token(String.raw`sk_(?:live|test)_[A-Za-z0-9]{20,247}`),
    validate: (value) => randomEnough(3.5)(value.slice(8)),
  }),
  vendor({
    id: "stripe-restricted-key",
    description: "Stripe restricted key: rk_live_ / rk_test_",
    anchors: ["rk_live_", "rk_test_"],
    pattern: token(String.raw`rk_(?:live|test)_[A-Za-z0-9]{20,247}`),
    validate: (value) => randomEnough(3.5)(value.slice(8)),
  }),
  vendor({
    id: "stripe-webhook-secret",
    description: "Stripe webhook signing secret: whsec_",
    anchors: ["whsec_"],
    pattern: token(String.raw`whsec_[A-Za-z0-9+/]{24,128}={0,2}`),
    validate: (value) => randomEnough(3.5)(value.slice(6)),
  }),
  // --- chat ----------------------------------------------------------------------------------
  {
    id: "slack-token",
    kind: "slack-token",
    category: "credential",
    description: "Slack bot, user, app, workspace, legacy and configuration tokens (xoxb-, xoxp-, xoxa-, xoxr-, xoxs-, xoxo-, xoxe-, xoxe.xoxb-, xapp-)",
    keywords: ["xox", "xapp-"],
    priority: VENDOR,
    anchors: ["xoxa-", "xoxb-", "xoxp-", "xoxo-", "xoxs-", "xoxr-", "xoxe-", "xoxe.", "xapp-"],
    // legacy tokens carry several numeric ids (xoxs-<id>-<id>-<id>-<hex>), workspace tokens none (xoxr-<base62>)
    pattern: new RegExp(
      String.raw`${START}(?:xox[abposre]-[0-9]{1,40}-[A-Za-z0-9-]{8,250}|xox[ar]-(?:\d-)?[A-Za-z0-9]{8,48}|xoxe\.xox[bp]-\d-[A-Za-z0-9]{100,200}|xapp-\d-[A-Z0-9]{6,64}-\d{6,64}-[a-z0-9]{8,128})(?![A-Za-z0-9_-])`,
      "g",
    ),
    validate: randomEnough(3),
  },
  {
    id: "slack-webhook-url",
    kind: "slack-webhook-url",
    category: "credential",
    description: "Slack incoming webhook, workflow and trigger URLs",
    keywords: ["hooks.slack.com"],
    priority: VENDOR,
    // the host and path go; the scheme before them stays (https://<REDACTED:slack-webhook-url#1>)
    anchors: ["hooks.slack.com/"],
    // the path's ids and secret, + included (gitleaks' alphabet); random as a whole, whatever its last part
    pattern: /hooks\.slack\.com\/(?:services|workflows|triggers)\/[A-Za-z0-9_+/-]{20,200}/g,
    validate: (value) => randomEnough(3.5)(value.replace(/^hooks\.slack\.com\/[a-z]+\//, "")),
  },
  {
    id: "discord-webhook-url",
    kind: "discord-webhook-url",
    category: "credential",
    description: "Discord webhook URL: /api/webhooks/<id>/<token>",
    keywords: ["/api/webhooks/"],
    priority: VENDOR,
    anchors: ["discord.com/api/webhooks/", "discordapp.com/api/webhooks/", "ptb.discord.com/api/webhooks/", "canary.discord.com/api/webhooks/"],
    pattern: /(?:ptb\.|canary\.)?discord(?:app)?\.com\/api\/webhooks\/\d{17,20}\/[A-Za-z0-9_-]{60,70}/g,
    validate: (value) => randomEnough(3.5)(value.slice(value.lastIndexOf("/") + 1)),
  },
  {
    id: "discord-bot-token",
    kind: "discord-bot-token",
    category: "credential",
    description: "Discord bot token: base64 of the bot's numeric id, a timestamp and an HMAC, dot-separated",
    keywords: [],
    priority: VENDOR,
    // the look-behind after the first letter: an expression that starts with a class is scanned for it fast
    leads: "MNO",
    pattern: /[MNO](?<![A-Za-z0-9_.-][MNO])[A-Za-z0-9_-]{23,27}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,40}(?![A-Za-z0-9_.-])/g,
    validate: (value) => isDiscordBotToken(value) && looksRandom(value, 3),
  },
  // --- AI providers --------------------------------------------------------------------------
  {
    id: "anthropic-api-key",
    kind: "anthropic-api-key",
    category: "credential",
    description: "Anthropic API, admin and OAuth keys: sk-ant-api03-, sk-ant-admin01-, sk-ant-oat01-, sk-ant-ort01-",
    keywords: ["sk-ant-"],
    priority: VENDOR + 10,
    anchors: ["sk-ant-"],
    pattern: token(String.raw`sk-ant-(?:api|admin|oat|ort|sid)\d{2}-[A-Za-z0-9_-]{40,200}`),
    validate: randomEnough(4),
  },
  {
    id: "openai-api-key",
    kind: "openai-api-key",
    category: "credential",
    description: "OpenAI keys: sk-proj-, sk-svcacct-, sk-admin-, and legacy sk-…T3BlbkFJ…",
    keywords: ["sk-proj-", "sk-svcacct-", "sk-admin-", "t3blbkfj"],
    priority: VENDOR + 5,
    anchors: ["sk-"],
    pattern: token(String.raw`sk-(?:(?:proj|svcacct|admin)-[A-Za-z0-9_-]{40,250}|[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20})`),
    validate: randomEnough(4),
  },
  {
    id: "openrouter-api-key",
    kind: "openrouter-api-key",
    category: "credential",
    description: "OpenRouter key: sk-or-v1- + 64 hex",
    keywords: ["sk-or-"],
    priority: VENDOR + 5,
    anchors: ["sk-or-"],
    pattern: token(String.raw`sk-or-v1-[a-f0-9]{64}`),
    validate: randomEnough(2.5),
  },
  vendor({
    id: "sk-api-key",
    description: "Other sk- keys of OpenAI-compatible providers (DeepSeek, Moonshot, …): sk- + 32-100 alphanumerics",
    anchors: ["sk-"],
    pattern: token(String.raw`sk-[A-Za-z0-9]{32,100}`),
    validate: (value) => randomEnough(/^[0-9a-f]+$/.test(value.slice(3)) ? 2.5 : 3)(value.slice(3)) && /\d/.test(value),
  }),
  vendor({
    id: "huggingface-token",
    description: "Hugging Face user and organisation tokens: hf_ / api_org_ + 34",
    anchors: ["hf_", "api_org_"],
    pattern: token(String.raw`(?:hf_|api_org_)[A-Za-z0-9]{34}`),
    validate: randomEnough(3.5),
  }),
  vendor({
    id: "groq-api-key",
    description: "Groq API key: gsk_ + 52",
    anchors: ["gsk_"],
    pattern: token(String.raw`gsk_[A-Za-z0-9]{52}`),
    validate: randomEnough(3.5),
  }),
  vendor({
    id: "replicate-api-token",
    description: "Replicate API token: r8_ + 37",
    anchors: ["r8_"],
    pattern: token(String.raw`r8_[A-Za-z0-9]{37}`),
    validate: randomEnough(3.5),
  }),
  vendor({
    id: "perplexity-api-key",
    description: "Perplexity API key: pplx- + 48",
    anchors: ["pplx-"],
    pattern: token(String.raw`pplx-[A-Za-z0-9]{48}`),
    validate: randomEnough(3.5),
  }),
  vendor({
    id: "xai-api-key",
    description: "xAI API key: xai- + 80",
    anchors: ["xai-"],
    pattern: token(String.raw`xai-[A-Za-z0-9]{80}`),
    validate: randomEnough(3.5),
  }),
  // --- package registries --------------------------------------------------------------------
  vendor({
    id: "npm-token",
    description: "npm access token: npm_ + 36 (GitHub's base62 + CRC32 format)",
    anchors: ["npm_"],
    pattern: token(String.raw`npm_[A-Za-z0-9]{36}`),
    // The checksum is checked where it holds; a token failing it is still redacted when random
    // enough, since npm documents the prefix but not the checksum.
    validate: checksumOrRandom,
  }),
  {
    id: "npmrc-auth",
    kind: "npm-token",
    category: "credential",
    description: ".npmrc _authToken / _auth / _password values (legacy tokens are UUIDs)",
    // (_auth stands at the start of _authToken too: one literal for both)
    keywords: ["_auth", "_password"],
    priority: VENDOR - 1,
    anchors: ["_auth", "_password"],
    pattern: /(?<=^|[\s:])_(?:authToken|auth|password)[ \t]{0,4}=[ \t]{0,4}["']?(?<value>[^\s"'#;]{8,2048})/dgm,
    validate: notPlaceholder,
  },
  vendor({
    id: "pypi-token",
    description: "PyPI / TestPyPI API token: pypi-AgE… macaroon",
    anchors: ["pypi-AgE"],
    pattern: token(String.raw`pypi-AgE[A-Za-z0-9_-]{60,1200}`),
    validate: randomEnough(4),
  }),
  // --- mail and SMS --------------------------------------------------------------------------
  vendor({
    id: "sendgrid-api-key",
    description: "SendGrid API key: SG.<22>.<43>",
    anchors: ["SG."],
    pattern: new RegExp(String.raw`(?<![A-Za-z0-9_.-])SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])`, "g"),
    validate: randomEnough(4),
  }),
  {
    id: "twilio-api-key",
    kind: "twilio-api-key",
    category: "credential",
    description:
      "Twilio API key SID: SK + 32 hex, with the account SID (AC + 32 hex) before it and the key's secret after it when they are written together (AC…:SK…:secret)",
    keywords: [],
    priority: VENDOR,
    anchors: ["SK", "AC"],
    pattern: token(String.raw`(?:AC[0-9a-fA-F]{32}[:/@|, ]{1,3})?SK[0-9a-fA-F]{32}(?:[:/@|, ]{1,3}[A-Za-z0-9]{32})?`),
    validate: (value) => randomEnough(2.5)(value.slice(value.indexOf("SK"), value.indexOf("SK") + 34)),
  },
  vendor({
    id: "twilio-auth-token",
    description: "Twilio auth token: 32 hex assigned to a twilio … token name",
    anchors: ["twilio"],
    pattern: /twilio[A-Za-z_]{0,20}token["']?[ \t]{0,4}(?:=|:|=>)[ \t]{0,4}["']?(?<value>[0-9a-f]{32})(?![0-9a-f])/dgi,
    validate: randomEnough(2.5),
  }),
  vendor({
    id: "mailgun-api-key",
    description: "Mailgun private API key: key- + 32 hex",
    anchors: ["key-"],
    pattern: token(String.raw`key-[0-9a-f]{32}`),
    validate: randomEnough(2.5),
  }),
  {
    id: "mailgun-api-key-v2",
    kind: "mailgun-api-key",
    category: "credential",
    description: "Mailgun API and signing keys in the 32-8-8 hex form, in a text that names mailgun",
    keywords: ["mailgun"],
    priority: VENDOR,
    // found from the dashes (V8 searches a literal start fast), the 32 hex digits checked by looking back
    pattern: /-[0-9a-f]{8}-[0-9a-f]{8}(?![A-Za-z0-9_])/g,
    span: 32,
    validate: (value, context) => hexBefore(value, context) && randomEnough(2.5)(value),
  },
  vendor({
    id: "mailchimp-api-key",
    description: "Mailchimp API key: 32 hex + -us<n>",
    anchors: ["-us"],
    pattern: /-us[0-9]{1,2}(?![A-Za-z0-9_])/g,
    span: 32,
    validate: (value, context) => hexBefore(value, context) && randomEnough(2.5)(value),
  }),
  vendor({
    id: "maxmind-license-key",
    description: "MaxMind license key: 6 base62, _, 29 base62, _mmk",
    // found from its _mmk ending
    anchors: ["_mmk"],
    pattern: /_mmk(?![A-Za-z0-9_])/g,
    lookback: /(?<![A-Za-z0-9_])[A-Za-z0-9]{6}_[A-Za-z0-9]{29}$/,
    validate: (value) => randomEnough(3.5)(value.slice(0, -4)),
  }),
  vendor({
    id: "freemius-secret-key",
    description: "Freemius secret key: sk_ + 29 printable characters (not Stripe's sk_live_ / sk_test_)",
    anchors: ["sk_"],
    pattern: /(?<![A-Za-z0-9_.-])sk_(?!live_|test_|prod_)[A-Za-z0-9!#$%&*+./:;<=>?@^_|~-]{29}(?=[\s"'`,)\]};]|\.(?:\s|$)|$)/g,
    validate: (value) => /[a-z]/.test(value.slice(3)) && /[A-Z0-9]/.test(value.slice(3)) && randomEnough(3.5)(value.slice(3)),
  }),
  // --- chat and social: tokens that begin with a number -----------------------------------
  vendor({
    id: "telegram-bot-api-token",
    description: "Telegram bot token: the bot's numeric id, :AA, 33 base64url characters",
    anchors: [":AA"],
    pattern: /:AA[A-Za-z0-9_-]{33}(?![A-Za-z0-9_-])/g,
    // not inside a longer token, but right after the /bot of a Bot API URL (api.telegram.org/bot<token>/getMe)
    lookback: /(?:(?<=\/bot)|(?<![A-Za-z0-9_:.-]))\d{6,12}$/,
    validate: (value) => randomEnough(3.5)(value.slice(value.indexOf(":") + 3)),
  }),
  vendor({
    id: "facebook-access-token",
    description: "Facebook app access token: the app id (15-16 digits), | (or %7C), the app secret or client token",
    anchors: ["|", "%"],
    pattern: /[|%][0-9A-Za-z_-]{27,40}(?![A-Za-z0-9_-])/g,
    lookback: /(?<![A-Za-z0-9_.-])\d{15,16}$/,
    validate: (value) => randomEnough(3)(value.replace(/^\d+[|%]/, "")),
  }),
  vendor({
    id: "sidekiq-credential",
    kind: "sidekiq-secret",
    description: "Sidekiq Pro / Enterprise credentials: 8 hex, :, 8 hex (BUNDLE_GEMS__CONTRIBSYS__COM, https://…@gems.contribsys.com)",
    // found from the colon and the first hex digit after it (a colon alone stands everywhere in JSON and YAML)
    anchors: [..."0123456789abcdef"].map((digit) => `:${digit}`),
    pattern: /:[a-f0-9]{8}(?![A-Za-z0-9_:.-])/g,
    lookback: /(?<![A-Za-z0-9_:.-])[a-f0-9]{8}$/,
    validate: (value) => /[a-f]/.test(value) && /\d/.test(value) && randomEnough(2.5)(value),
  }),
  vendor({
    id: "okta-access-token",
    description: "Okta API token: 00 + 40 base64url characters",
    anchors: ["00"],
    pattern: /(?<![A-Za-z0-9_-])00[A-Za-z0-9_=-]{40}(?![A-Za-z0-9_=-])/g,
    validate: (value) => /[a-z]/.test(value) && /[A-Z]/.test(value) && randomEnough(4)(value.slice(2)),
  }),
  // --- private keys and tokens with structure -----------------------------------------------
  {
    id: "private-key",
    kind: "private-key",
    category: "credential",
    description: "PEM / OpenSSH / PGP private key blocks, also JSON-escaped (\\n) and truncated ones",
    keywords: ["private key"],
    priority: VENDOR + 20,
    anchors: ["-----BEGIN"],
    pattern:
      // the body stops at the next -----: an END, or another BEGIN (so many headers cannot make it quadratic)
      /-----BEGIN[A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----(?:(?:(?!-----)[\s\S]){1,20000}-----END[A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----|[A-Za-z0-9+/=\s\\:,]{64,20000})/g,
    validate: (value) => {
      const body = value
        .replace(/^-----BEGIN[^-]*-----/, "")
        .replace(/-----END[^-]*-----$/, "")
        .replace(/\\n|\\r|\s/g, "");
      const base64 = body.replace(/[^A-Za-z0-9+/=]/g, "");
      // key material has runs (an OpenSSH key's header is full of AAAA): only variety tells a filler
      return base64.length >= 64 && charStats(base64).distinct >= 20 && !/\.\.\.|…|<|>|x{8}|X{8}/.test(body);
    },
  },
  vendor({
    id: "jwt",
    description: "JSON Web Token: base64url JSON header and payload, and a signature",
    anchors: ["eyJ"],
    pattern: /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{8,4096}\.eyJ[A-Za-z0-9_-]{8,8192}\.[A-Za-z0-9_-]{0,4096}(?![A-Za-z0-9_-])/g,
    validate: (value) => isJwt(value) && !isTokenPlaceholder(value),
  }),
  // --- structural credentials ---------------------------------------------------------------
  {
    id: "url-credential",
    kind: "url-credential",
    category: "credential",
    description: "Password in a URL's user-info: scheme://user:password@host",
    keywords: ["://"],
    priority: STRUCTURAL,
    anchors: ["://"],
    pattern: /:\/\/[^\s:/?#@'"<>[\]{}]{0,128}:(?<value>[^\s/?#@'"<>[\]{}]{1,256})@(?=[A-Za-z0-9[])/dg,
    validate: notPlaceholder,
  },
  {
    id: "authorization-header",
    kind: "bearer-token",
    category: "credential",
    description: "Authorization / Proxy-Authorization header with Bearer, token or Bot credentials",
    keywords: ["authorization"],
    priority: STRUCTURAL,
    anchors: ["authorization"],
    // token68 and the tokens people paste: = and : inside the token belong to it; in a quoted header
    // value, everything up to the closing quote (a pasted password holds & or <)
    pattern:
      /authorization\\?["']?[ \t]{0,4}[:=][ \t]{0,4}\\?["']?(?:bearer|token|bot)[ \t]{1,4}(?<value>[^\s"\\]{8,4096}(?=\\?")|[^\s'\\]{8,4096}(?=')|[A-Za-z0-9._~+/-](?:[A-Za-z0-9._~+/=:-]{6,4094}[A-Za-z0-9_~+/=-])?)/dgi,
    validate: (value) => value.length >= 8 && !isPlaceholder(value) && entropy(value) >= 2.5,
  },
  {
    id: "bearer-token",
    kind: "bearer-token",
    category: "credential",
    description: "A Bearer credential outside an Authorization header (curl -H, prose, headers maps)",
    keywords: ["bearer"],
    priority: STRUCTURAL - 1,
    anchors: ["bearer"],
    pattern: /bearer(?<![A-Za-z0-9_-]bearer)[ \t]{1,4}(?<value>[A-Za-z0-9._~+/-][A-Za-z0-9._~+/=:-]{14,4094}[A-Za-z0-9_~+/=-])/dgi,
    validate: randomEnough(3),
  },
  {
    id: "basic-auth",
    kind: "basic-auth",
    category: "credential",
    description: "Basic credentials: base64 of user:password after `Basic`",
    keywords: ["basic"],
    priority: STRUCTURAL,
    anchors: ["basic"],
    pattern: /basic(?<![A-Za-z0-9_-]basic)[ \t]{1,4}(?<value>[A-Za-z0-9+/]{8,4096}={0,2})(?![A-Za-z0-9+/=])/dgi,
    validate: isBasicCredential,
  },
  {
    id: "cli-secret-flag",
    kind: "secret-assignment",
    category: "credential",
    description: "A secret given as a command-line flag: --password X, --token=X, --api-key X",
    keywords: ["--"],
    priority: ASSIGNMENT,
    anchors: ["--password", "--passwd", "--token", "--api-key", "--apikey", "--auth-token", "--access-token", "--secret", "--client-secret"],
    pattern:
      /--(?<![A-Za-z0-9_-]--)(?:password|passwd|token|api-key|apikey|auth-token|access-token|secret|client-secret)(?:=|[ \t]{1,4})["']?(?<value>[^\s"'`;|&<>]{6,512})/dgi,
    validate: (value) => !isPlaceholder(value) && !value.startsWith("-") && !value.startsWith("$") && entropy(value) >= 2.5,
  },
  {
    id: "cli-user-password",
    kind: "password-assignment",
    category: "credential",
    description:
      "curl's credentials: the password of -u / --user user:password (the user when the password is empty), the credential of -H 'Authorization: …', in a command line, a list of args or over continued lines",
    keywords: ["curl"],
    priority: ASSIGNMENT,
    find: findCurlCredentials,
  },
  {
    id: "mysql-password",
    kind: "password-assignment",
    category: "credential",
    description: "A password attached to -p for the MySQL/MariaDB clients (mysql -pSECRET)",
    keywords: ["mysql", "mariadb"],
    priority: ASSIGNMENT,
    anchors: ["mysql", "mariadb"],
    // the first -p with a value attached is the password: the gap passes no other (nor a JSON-escaped line break)
    pattern:
      /(?<![A-Za-z0-9_-])(?:mysql|mysqldump|mysqladmin|mariadb|mariadb-dump)(?![A-Za-z0-9_.-])(?:(?![ \t]-p\S|\\n)[^\n|;&]){0,256}?[ \t]-p(?<value>[^\s"'`;|&<>]{1,256})/dgi,
    validate: (value) => !isPlaceholder(value) && !value.startsWith("$") && !value.startsWith("-"),
  },
  {
    id: "registry-login-password",
    kind: "password-assignment",
    category: "credential",
    description: "A password given with -p to docker/podman/helm/nerdctl login",
    keywords: ["login"],
    priority: ASSIGNMENT,
    // where the expression begins: the program's name
    anchors: ["docker", "podman", "helm", "nerdctl"],
    // the first -p is the password: the gap passes no other (nor a JSON-escaped line break)
    pattern:
      /(?<![A-Za-z0-9_-])(?:docker|podman|helm|nerdctl)[ \t]+(?:registry[ \t]+)?login(?![A-Za-z0-9_-])(?:(?![ \t]-p[= \t]|\\n)[^\n|;&]){0,256}?[ \t]-p(?:=|[ \t]{1,4})["']?(?<value>[^\s"'`;|&<>]{1,256})/dgi,
    validate: (value) => !isPlaceholder(value) && !value.startsWith("$") && !value.startsWith("-"),
  },
  {
    id: "cli-login-password",
    kind: "password-assignment",
    category: "credential",
    description: "A password given with -p beside a user on a command line (psexec -u USER -p PASS and tools like it), or to sshpass -p",
    keywords: ["-u", "sshpass"],
    priority: ASSIGNMENT,
    anchors: ["-u", "sshpass"],
    // -u USER, up to three other short flags (with or without a value), then -p PASS; or sshpass -p PASS
    pattern:
      /(?:-u(?<![\w-]-u)[ \t]+(?!-)[^\s"'`;|&<>]{1,128}(?:[ \t]+-[A-Za-z](?:[ \t]+(?!-)[^\s"'`;|&<>]{1,128})?){0,3}?|sshpass(?<![\w-]sshpass))[ \t]+-p[ \t]*(["']?)(?<value>[^\s"'`;|&<>]{1,256})\1(?![^\s;|&)])/dg,
    validate: (value, context) => {
      if (isPlaceholder(value) || /^(?:\$|-|\d+(?::\d+)*$)/.test(value)) return false;
      // -p publishes a port to docker, podman, kubectl: not a password there
      const line = context.text.slice(context.text.lastIndexOf("\n", context.start) + 1, context.start);
      return !/\b(?:docker|podman|nerdctl|kubectl|ssh|scp|rsync|mysql|mariadb)\b/.test(line) || /\bsshpass\b/.test(line);
    },
  },
  {
    id: "secret-assignment",
    kind: "secret-assignment",
    category: "credential",
    description:
      "Values assigned to password / secret / token / api key names in .env, shell, JSON, TOML, YAML and code, with entropy checks (passwords: password-assignment)",
    keywords: ["pass", "pwd", "secret", "token", "key", "auth", "credential", ...VENDOR_WORDS],
    priority: ASSIGNMENT,
    find: findAssignments,
  },
  {
    id: "mcp-env-secret",
    kind: "mcp-env-secret",
    category: "credential",
    description: "Literal random-looking values inside MCP env / headers / environment / http_headers blocks (JSON, TOML, YAML)",
    // (env stands at the start of environment: one literal for both)
    keywords: ["env", "headers", "http_headers", "requestoptions"],
    priority: BLOCK,
    find: findEnvBlockSecrets,
  },
  {
    id: "generated-token",
    kind: "token",
    category: "credential",
    description:
      "A token random by itself wherever it stands (a sentence, a table, a snippet, a value), and base64 that holds a key; hashes, public keys, images, URLs and ids kept",
    // found from a letter before a digit: no literal to look for
    keywords: [],
    priority: LOOSE,
    byShape: true,
    facts: true,
    find: findGeneratedTokens,
  },
  {
    id: "cued-secret",
    kind: "token",
    category: "credential",
    description:
      "A token next to a credential cue (password, token, key, secret, credential, login, paste… in several languages) in prose, comments, snippets and code, judged by shape and entropy with a lower bar than alone: passwords, short keys, hex keys and UUIDs named as keys",
    keywords: CUE_KEYWORDS,
    priority: LOOSE + 1,
    byShape: true,
    facts: true,
    find: findCuedSecrets,
  },
  {
    id: "split-literal",
    kind: "token",
    category: "credential",
    description:
      "A secret split over string literals joined in code (\"ghp_\" + \"…\" + \"…\", 'a' . 'b', ('a' 'b'), 'a''b'): judged joined, every piece redacted",
    // a quote before a join (+ . & ||), another quote or a line break
    keywords: SPLIT_KEYWORDS,
    priority: LOOSE + 2,
    byShape: true,
    find: findSplitLiterals,
  },
  // --- personal data ------------------------------------------------------------------------
  {
    id: "email",
    kind: "email",
    category: "personal",
    description: "E-mail addresses, except reserved example domains, no-reply and ssh git@ addresses",
    keywords: ["@"],
    priority: PERSONAL,
    find: findEmails,
  },
  {
    id: "home-path-user",
    kind: "home-path-user",
    category: "personal",
    description:
      "The user name in /Users/<name>, /home/<name>, C:\\Users\\<name> (also C:/Users, C:\\\\Users): the prefix becomes ~, or on Windows the form the file's reader expands ($env:USERPROFILE, %USERPROFILE%…)",
    keywords: ["/users/", "/home/", "\\users\\"],
    priority: PERSONAL + 5,
    replacement: "home",
    find: findHomePaths,
  },
  {
    id: "private-ip",
    kind: "private-ip",
    category: "personal",
    description: "Private IPv4 (10/8, 172.16/12, 192.168/16, 100.64/10, 169.254/16)",
    keywords: ["10.", "100.", "169.254.", "172.", "192.168."],
    priority: PERSONAL,
    anchors: ["10.", "100.", "169.", "172.", "192."],
    pattern: /(?:10|100|169|172|192)\.(?<![\w.:-](?:10|100|169|172|192)\.)\d{1,3}\.\d{1,3}\.\d{1,3}(?![\w-]|\.\d)/g,
    validate: (value, context) => {
      if (!isPrivateIpv4(value)) return false;
      const cidr = /^\/(\d{1,2})/.exec(context.text.slice(context.end, context.end + 3));
      if (cidr && isCanonicalPrivateRange(value, Number(cidr[1]))) return false;
      // "version 10.1.2.3" is a version, not an address; "server 10.1.2.3" is an address.
      return !/(?<![a-z])(?:version|ver|release|build)["']?\s{0,3}[:=]?\s{0,3}["']?$/i.test(context.text.slice(Math.max(0, context.start - 24), context.start));
    },
  },
  {
    id: "private-ipv6",
    kind: "private-ip",
    category: "personal",
    description: "IPv6 unique-local (fc00::/7) and link-local (fe80::/10) addresses",
    keywords: ["fc", "fd", "fe80:"],
    priority: PERSONAL,
    anchors: ["fc", "fd", "fe80:"],
    pattern: /f(?<![\w:.]f)(?:[cd][0-9a-f]{2}|e80):(?::{0,2}[0-9a-f]{1,4}){1,7}(?![\w:])/gi,
    validate: (value) => (value.match(/:/g)?.length ?? 0) >= 2 && !/:::/.test(value),
  },
  {
    id: "private-hostname",
    kind: "private-hostname",
    category: "personal",
    description: "Host names under private suffixes: .local, .lan, .internal, .intranet, .corp, .localdomain, .home.arpa, .ts.net",
    keywords: [".local", ".lan", ".internal", ".intranet", ".corp", ".home.arpa", ".ts.net"],
    priority: PERSONAL,
    find: findPrivateHostnames,
  },
  {
    id: "labelled-host",
    kind: "private-hostname",
    category: "personal",
    description: "Host names with an internal-looking label (corp, int, internal, vpn, staging…) left of a public suffix: grafana.corp.acme.io",
    keywords: INTERNAL_LABELS.map((label) => `${label}.`),
    priority: PERSONAL,
    find: findInternalHostnames,
  },
  {
    id: "phone-international",
    kind: "phone",
    category: "personal",
    description: "Phone numbers in international form: + country code, 8-15 digits with spaces, dots, dashes, parentheses",
    keywords: ["+"],
    priority: PERSONAL,
    // the plus and the country code's first digit (a plus alone stands in code and prose)
    anchors: [..."123456789"].map((digit) => `+${digit}`),
    // ends where the number ends: not before a letter (bar an extension: x12), a dash, or a
    // separator and a digit (a shorter run would leave the rest of the number in clear)
    pattern: /\+(?<![\w+./=-]\+)[1-9][0-9 ().-]{6,22}[0-9](?!(?!x\d)[\w-]|[ .()]\d)/g,
    validate: (value) => {
      const digits = value.replace(/\D/g, "");
      if (digits.length < 8 || digits.length > 15) return false;
      if (/[ .-]{2}|\(\)|[.-]\(|\)[^ .-]/.test(value)) return false;
      return !tooRegular(digits);
    },
  },
  {
    id: "phone-national",
    kind: "phone",
    category: "personal",
    description: "National phone numbers without a country code: a trunk 0, then 8-10 more digits in groups (0412 384 156, 020 7946 0958, 06 12 34 56 78)",
    keywords: [],
    priority: PERSONAL,
    leads: "0",
    pattern: /0(?<![\w+./=:-]0|\d[ -]0)[1-9]\d{0,4}(?:[ -]\d{2,8}){1,4}(?![\w-]|\.\d|[ -]\d)/g,
    validate: (value) => {
      const digits = value.replace(/\D/g, "");
      if (digits.length < 9 || digits.length > 11 || /[ -]{2}/.test(value)) return false;
      // one separator style, and the first group a plausible area code (2-5 digits)
      const separators = new Set(value.replace(/\d/g, ""));
      return separators.size === 1 && /^0\d{1,4}[ -]/.test(value) && !tooRegular(digits);
    },
  },
  {
    id: "phone-nanp",
    kind: "phone",
    category: "personal",
    description: "North American numbers with separators: (415) 555-2671, 415-555-2671, 415.555.2671 (555-01xx fiction kept)",
    keywords: [],
    priority: PERSONAL,
    pattern: /(?:\((?<![\w+./=-]\()[2-9]\d{2}\)[ .-]?|[2-9](?<![\w+./=-][2-9])\d{2}[.-])[2-9]\d{2}[.-]\d{4}(?![\w-]|\.\d)/g,
    validate: (value) => {
      const digits = value.replace(/\D/g, "");
      if (/^\d{3}55501\d{2}$/.test(digits)) return false;
      // one separator style after the area code: 415-555-2671 or 415.555.2671, not 415-555.2671
      const separators = value.replace(/^\(\d{3}\)/, "").replace(/\d/g, "");
      return !/^[.-]{2}$/.test(separators) || separators[0] === separators[1];
    },
  },
];

/** Host names and e-mail addresses under the private domains of one snapshot (`--private-domain`, the person's own). */
export function privateDomainRule(domains: readonly string[]): FinderRule {
  const lower = [...new Set(domains.map((domain) => domain.toLowerCase().replace(/^\.+|\.+$/g, "")).filter((domain) => domain.includes(".")))];
  return {
    id: "private-domain",
    kind: "private-hostname",
    category: "personal",
    description: "Host names and e-mail addresses under a private domain",
    keywords: [],
    priority: PERSONAL + 1,
    find: (text) => findUnderDomains(text, lower),
  };
}

/** The rule with this id (for tests and reports). */
export function ruleById(id: string): Rule | undefined {
  return RULES.find((rule) => rule.id === id);
}

/** Every kind the table can report, in table order, each once. */
export const KINDS: readonly string[] = [...new Set([...RULES.map((rule) => rule.kind), "password-assignment"])];
