// Vendor credential formats recognised by their shape alone — a fixed prefix, an alphabet, a
// length, a checksum where the format has one — wherever they stand (a sentence, an argument, a
// header, a URL). One line per format; `shapeRules()` turns them into rules of the table. The
// formats are those the vendors document (and gitleaks, the reference scanner, has rules for);
// the expressions here are written for this scanner: anchored on the prefix, bounded repetition.
//
// Families that have no prefix of their own (a 32-character key that only its variable's name
// says is Adafruit's) are found by the assignment finder from their keyword: see finders.ts.

/** One format: its id (the report's kind), the literal prefixes it starts with, and the expression after the prefix. */
export interface Shape {
  id: string;
  /** The report's kind when several formats share one (default: the id). */
  kind?: string;
  /** Literal starts (case as written, unless `caseless`). */
  prefixes: readonly string[];
  /** The rest of the token after the prefix (a regular expression source, bounded). */
  body: string;
  /** Minimum Shannon bits per character of the body (default 3; 0: the prefix says it all). */
  bits?: number;
}

const HEX = "[a-fA-F0-9]";
const ALNUM = "[A-Za-z0-9]";
const B64 = "[A-Za-z0-9+/]";
const WORD = "[A-Za-z0-9_-]";

/** The formats, grouped by vendor. */
export const SHAPES: readonly Shape[] = [
  // password managers, secrets stores
  {
    id: "1password-secret-key",
    prefixes: ["A3-"],
    body: "[A-Z0-9]{6}-(?:[A-Z0-9]{11}|[A-Z0-9]{6}-[A-Z0-9]{5})-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}",
    bits: 2.5,
  },
  { id: "1password-service-account-token", prefixes: ["ops_eyJ"], body: `${B64}{250,2000}={0,3}` },
  { id: "vault-service-token", prefixes: ["hvs."], body: `${WORD}{90,120}` },
  { id: "vault-batch-token", prefixes: ["hvb."], body: `${WORD}{138,300}` },
  { id: "doppler-api-token", prefixes: ["dp.pt.", "dp.st.", "dp.ct.", "dp.sa.", "dp.scim.", "dp.audit."], body: `${ALNUM}{40,44}` },
  { id: "age-secret-key", prefixes: ["AGE-SECRET-KEY-1"], body: "[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}", bits: 2.5 },
  { id: "infracost-api-token", prefixes: ["ico-"], body: `${ALNUM}{32}` },
  { id: "pulumi-api-token", prefixes: ["pul-"], body: `${HEX}{40}`, bits: 2.5 },
  { id: "prefect-api-token", prefixes: ["pnu_"], body: `${ALNUM}{36}` },
  { id: "settlemint-token", prefixes: ["sm_aat_", "sm_pat_", "sm_sat_"], body: `${ALNUM}{16}` },
  { id: "octopus-deploy-api-key", prefixes: ["API-"], body: "[A-Z0-9]{26}", bits: 3 },
  { id: "harness-api-key", prefixes: ["pat.", "sat."], body: `${WORD}{22}\\.${ALNUM}{24}\\.${ALNUM}{20}` },
  {
    id: "authress-service-client-access-key",
    prefixes: ["sc_", "ext_", "scauth_", "authress_"],
    body: "[A-Za-z0-9]{5,30}\\.[A-Za-z0-9]{4,6}\\.acc[_-][a-z0-9-]{10,32}\\.[A-Za-z0-9+/_=-]{30,120}",
  },
  // cloud
  { id: "aws-access-key-id-a3t", kind: "aws-access-key-id", prefixes: ["A3T"], body: "[A-Z0-9][A-Z2-7]{16}", bits: 2.5 },
  { id: "aws-bedrock-api-key", prefixes: ["ABSK"], body: `${B64}{109,269}={0,2}` },
  // the prefix is base64 of "bedrock.amazonaws.com": distinctive by itself
  { id: "aws-bedrock-short-lived-api-key", prefixes: ["bedrock-api-key-YmVkcm9jay5hbWF6b25hd3MuY29t"], body: `(?:${B64}{0,4000}={0,2})`, bits: 0 },
  // Google OAuth 2.0 access token: ya29. and base64url
  { id: "google-oauth-access-token", prefixes: ["ya29."], body: `${WORD}{30,2048}` },
  { id: "alibaba-access-key-id", prefixes: ["LTAI"], body: `${ALNUM}{20}` },
  { id: "cloudflare-origin-ca-key", prefixes: ["v1.0-"], body: `${HEX}{24}-${HEX}{146}`, bits: 2.5 },
  { id: "digitalocean-token", prefixes: ["dop_v1_", "doo_v1_", "dor_v1_"], body: `${HEX}{64}`, bits: 2.5 },
  { id: "flyio-access-token", prefixes: ["fo1_"], body: "[A-Za-z0-9_-]{43}" },
  { id: "flyio-macaroon", prefixes: ["fm1a_", "fm1r_", "fm2_"], body: `${B64}{100,4000}={0,3}` },
  { id: "scalingo-api-token", prefixes: ["tk-us-"], body: `${WORD}{48}` },
  { id: "clickhouse-cloud-api-secret-key", prefixes: ["4b1d"], body: `${ALNUM}{38}` },
  { id: "openshift-user-token", prefixes: ["sha256~"], body: `${WORD}{43}` },
  { id: "dynatrace-api-token", prefixes: ["dt0c01."], body: `${ALNUM}{24}\\.${ALNUM}{64}` },
  { id: "databricks-api-token", prefixes: ["dapi"], body: `${HEX}{32}(?:-\\d)?`, bits: 2.5 },
  { id: "planetscale-token", prefixes: ["pscale_tkn_", "pscale_oauth_", "pscale_pw_"], body: "[A-Za-z0-9_=.-]{32,64}" },
  { id: "heroku-api-key-v2", prefixes: ["HRKU-AA"], body: `${WORD}{58}` },
  { id: "artifactory-api-key", prefixes: ["AKCp"], body: `${ALNUM}{69}` },
  { id: "artifactory-reference-token", prefixes: ["cmVmd"], body: `${ALNUM}{59}` },
  { id: "grafana-api-key", prefixes: ["eyJrIjoi"], body: `${ALNUM}{70,400}={0,3}` },
  { id: "grafana-cloud-api-token", prefixes: ["glc_"], body: `${B64}{32,400}={0,3}` },
  { id: "grafana-service-account-token", prefixes: ["glsa_"], body: `${ALNUM}{32}_${HEX}{8}` },
  { id: "sourcegraph-access-token", prefixes: ["sgp_"], body: `(?:${HEX}{16}_|local_)?${HEX}{40}`, bits: 2.5 },
  { id: "sentry-user-token", prefixes: ["sntryu_"], body: `${HEX}{64}`, bits: 2.5 },
  { id: "sentry-org-token", prefixes: ["sntrys_eyJ"], body: `${B64}{20,400}={0,2}_${B64}{43}` },
  { id: "readme-api-token", prefixes: ["rdme_"], body: "[a-z0-9]{70}" },
  { id: "nuget-api-key", prefixes: ["oy2"], body: "[a-z0-9]{43}" },
  { id: "rubygems-api-token", prefixes: ["rubygems_"], body: `${HEX}{48}`, bits: 2.5 },
  { id: "clojars-api-token", prefixes: ["CLOJARS_", "clojars_"], body: "[a-zA-Z0-9]{60}" },
  { id: "gitlab-cicd-job-token", prefixes: ["glcbt-"], body: `${ALNUM}{1,5}_${WORD}{20}` },
  { id: "gitlab-session-cookie", prefixes: ["_gitlab_session="], body: "[0-9a-z]{32}", bits: 2.5 },
  { id: "linear-api-key", prefixes: ["lin_api_"], body: `${ALNUM}{40}` },
  { id: "notion-api-token", prefixes: ["ntn_"], body: `[0-9]{11}${ALNUM}{35}` },
  { id: "notion-secret", prefixes: ["secret_"], body: `${ALNUM}{43}` },
  { id: "postman-api-token", prefixes: ["PMAK-"], body: `${HEX}{24}-${HEX}{34}`, bits: 2.5 },
  { id: "frameio-api-token", prefixes: ["fio-u-"], body: "[A-Za-z0-9_=-]{64}" },
  { id: "typeform-api-token", prefixes: ["tfp_"], body: "[A-Za-z0-9_.=-]{59}" },
  { id: "intra42-client-secret", prefixes: ["s-s4t2ud-", "s-s4t2af-"], body: `${HEX}{64}`, bits: 2.5 },
  // payments, commerce, mail
  { id: "stripe-prod-key", kind: "stripe-secret-key", prefixes: ["sk_prod_", "rk_prod_"], body: `${ALNUM}{10,99}` },
  { id: "shopify-token", prefixes: ["shpat_", "shpca_", "shppa_", "shpss_"], body: `${HEX}{32}`, bits: 2.5 },
  { id: "shippo-api-token", prefixes: ["shippo_live_", "shippo_test_"], body: `${HEX}{40}`, bits: 2.5 },
  { id: "duffel-api-token", prefixes: ["duffel_test_", "duffel_live_"], body: "[A-Za-z0-9_=-]{43}" },
  { id: "easypost-api-token", prefixes: ["EZAK", "EZTK"], body: `${ALNUM}{54}` },
  { id: "flutterwave-key", prefixes: ["FLWSECK_TEST-", "FLWPUBK_TEST-", "FLWSECK-", "FLWPUBK-"], body: "[a-hA-H0-9]{32}-X", bits: 2.5 },
  { id: "flutterwave-encryption-key", prefixes: ["FLWSECK_TEST"], body: "[a-hA-H0-9]{12}", bits: 2.5 },
  { id: "square-token", prefixes: ["EAAA", "sq0atp-", "sq0csp-"], body: `${WORD}{22,60}` },
  // Graph API access tokens: EAA, a letter for the token's type (page, user, app), 100+ base62
  { id: "facebook-page-access-token", prefixes: ["EAAM", "EAAC", "EAAB", "EAAG", "EAAJ"], body: `${ALNUM}{100,400}` },
  { id: "adobe-client-secret", prefixes: ["p8e-"], body: `${ALNUM}{32}` },
  { id: "sendinblue-api-token", prefixes: ["xkeysib-"], body: `${HEX}{64}-${ALNUM}{16}` },
  { id: "sendgrid-api-token", kind: "sendgrid-api-key", prefixes: ["SG."], body: "[A-Za-z0-9=_.-]{66}" },
  { id: "mailgun-pub-key", prefixes: ["pubkey-"], body: `${HEX}{32}`, bits: 2.5 },
  { id: "new-relic-key", prefixes: ["NRAK-", "NRII-", "NRJS-"], body: "[A-Za-z0-9-]{19,32}" },
  {
    id: "plaid-access-token",
    prefixes: ["access-sandbox-", "access-development-", "access-production-"],
    body: `${HEX}{8}-${HEX}{4}-${HEX}{4}-${HEX}{4}-${HEX}{12}`,
    bits: 2.5,
  },
  { id: "mapbox-api-token", prefixes: ["pk.", "sk.", "tk."], body: `${ALNUM}{60}\\.${ALNUM}{22}` },
  { id: "defined-networking-api-token", prefixes: ["dnkey-"], body: "[A-Za-z0-9=_-]{26}-[A-Za-z0-9=_-]{52}" },
  { id: "dropbox-short-lived-api-token", prefixes: ["sl."], body: "[A-Za-z0-9=_-]{135,1400}" },
  { id: "sonar-api-token", prefixes: ["squ_", "sqp_", "sqa_"], body: `${ALNUM}{40}` },
  { id: "yandex-api-key", prefixes: ["AQVN"], body: `${WORD}{35,38}` },
  { id: "yandex-access-token", prefixes: ["t1."], body: "[A-Za-z0-9_-]{20,200}={0,2}\\.[A-Za-z0-9_-]{86}={0,2}" },
  { id: "yandex-aws-access-token", prefixes: ["YC"], body: `${WORD}{38}` },
  { id: "twitter-bearer-token", prefixes: ["AAAAAAAAAAAAAAAAAAAAA"], body: "A[A-Za-z0-9%]{80,100}" },
  {
    id: "microsoft-teams-webhook",
    prefixes: [".webhook.office.com/webhookb2/", "outlook.office.com/webhook/", "outlook.office365.com/webhook/"],
    body: "[a-z0-9-]{36}@[a-z0-9-]{36}/IncomingWebhook/[a-z0-9]{32}/[a-z0-9-]{36}(?:/[A-Za-z0-9_-]{20,80})?",
  },
  // a JWT base64-encoded again (ZXlK is base64 of eyJ), in either base64 alphabet
  { id: "jwt-base64", prefixes: ["ZXlK"], body: "[A-Za-z0-9+/_-]{40,8000}={0,2}", bits: 4 },
  // three base64url parts starting with ey (a JWT that does not decode is still a token)
  {
    id: "jwt-shape",
    kind: "jwt",
    prefixes: ["ey"],
    body: "[A-Za-z0-9_-]{17,4000}\\.ey[A-Za-z0-9_/\\\\-]{17,8000}\\.[A-Za-z0-9_/\\\\-]{0,4000}={0,2}",
    bits: 4,
  },
  { id: "airtable-personal-access-token", prefixes: ["pat"], body: `${ALNUM}{14}\\.${HEX}{64}` },
  { id: "huggingface-token-letters", kind: "huggingface-token", prefixes: ["hf_"], body: "[A-Za-z]{34}" },
];

/** A literal for a regular expression. */
function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The expression of a shape: a prefix, the body, and no token character on either side. */
export function shapePattern(shape: Shape): RegExp {
  const prefixes = shape.prefixes.map(literal).join("|");
  // a prefix that starts with a token character must not continue a word; one that starts with . or - may
  // (nor stand inside a dotted or dashed name: video_box.ico-7a38….png is a file)
  const start = /^[A-Za-z0-9_]/.test(shape.prefixes[0] ?? "") ? "(?<![A-Za-z0-9_.-])" : "";
  return new RegExp(`${start}(?:${prefixes})${shape.body}(?![A-Za-z0-9_]|\\.(?:png|jpe?g|gif|svg|webp|ico|css|js|html?)\\b)`, "g");
}
