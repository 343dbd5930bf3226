// The e-mails the service writes (docs/service.md#e-mail): the license mail (licenses as text and as
// attachments, both ways to install, the install command, the retry path) and the team-pack note
// to support. Plain text only: it reads the same in every client and in the outbox folder.
import { randomBytes } from "node:crypto";
import type { Product } from "../../catalog.ts";
import type { ServerConfig } from "../config.ts";
import type { IssuedLicense, MailInput, OrderKind } from "../store/store.ts";

export interface MailOrder {
  key: string;
  kind: OrderKind;
  product: Product;
  email: string;
  clientReferenceId: string | null;
  amountMinor: number | null;
  currency: string | null;
  licenses: IssuedLicense[];
}

function mailId(): string {
  return `mail_${randomBytes(12).toString("base64url")}`;
}

/** Where a buyer can fetch the license again. */
function licenseLookupUrl(order: Pick<MailOrder, "key" | "kind">, config: Pick<ServerConfig, "baseUrl">): string {
  const parameter = order.kind === "checkout_session" ? "session_id" : "payment_intent_id";
  return `${config.baseUrl}/api/v1/license?${parameter}=${encodeURIComponent(order.key)}`;
}

function attachmentName(index: number, count: number): string {
  return count === 1 ? "svc-license.txt" : `svc-license-${String(index + 1).padStart(2, "0")}.txt`;
}

export function licenseMail(order: MailOrder, config: Pick<ServerConfig, "baseUrl" | "seller">): MailInput {
  const many = order.licenses.length > 1;
  const first = order.licenses[0]?.envelope ?? "";
  const lines = [
    `Thank you for buying the ${order.product.name}.`,
    "",
    many
      ? `Your ${order.licenses.length} licenses, one for each person (each is also attached as its own file):`
      : "Your license (also attached as svc-license.txt):",
    "",
    ...order.licenses.flatMap((license, index) => (many ? [`${index + 1}. ${license.envelope}`, ""] : [license.envelope, ""])),
    "Install svc, if you have not yet:",
    "",
    `  curl -fsSL ${config.baseUrl}/install.sh | sh`,
    "",
    `Then install ${many ? "a" : "the"} license, either way:`,
    "",
    `  1. svc license install ${attachmentName(0, order.licenses.length)}`,
    "     (or give the text itself: svc license install svc1.…, or pipe it: … | svc license install -)",
    "  2. mkdir -p ~/.svc and write the license text to ~/.svc/license:",
    `     mkdir -p ~/.svc && printf '%s\\n' '${many ? "svc1.…" : first}' > ~/.svc/license`,
    "",
    "Check it with: svc license status",
    "The license is checked on your machine only; svc never phones home.",
    "",
    "If this e-mail goes missing, or you need it again:",
    `  - open ${licenseLookupUrl(order, config)}`,
    `  - or write to ${config.seller.supportEmail} from the address on your receipt.`,
    "",
    `Order ${order.key}`,
    `— ${config.seller.name}`,
  ];
  return {
    id: mailId(),
    kind: "license",
    to: order.email,
    subject: many ? `Your ${order.licenses.length} svc licenses (${order.product.name})` : `Your svc license (${order.product.name})`,
    text: `${lines.join("\n")}\n`,
    attachments: order.licenses.map((license, index) => ({ filename: attachmentName(index, order.licenses.length), content: `${license.envelope}\n` })),
  };
}

/** The team pack's note to support, so onboarding and the guided migration can be scheduled. */
export function supportMail(order: MailOrder, config: Pick<ServerConfig, "seller">, now: Date): MailInput {
  const amount = order.amountMinor === null ? "unknown" : `${(order.amountMinor / 100).toFixed(2)} ${(order.currency ?? "").toUpperCase()}`;
  const lines = [
    `A ${order.product.name} was bought. Schedule the onboarding and the guided migration with the buyer.`,
    "",
    `Order:        ${order.key}`,
    `Buyer:        ${order.email}`,
    `Amount:       ${amount}`,
    `Licenses:     ${order.licenses.length} (${order.licenses.map((license) => license.id).join(", ")})`,
    `Reference:    ${order.clientReferenceId ?? "none"}`,
    `Fulfilled at: ${now.toISOString()}`,
  ];
  return {
    id: mailId(),
    kind: "support",
    to: config.seller.supportEmail,
    subject: `Team Migration Pack order ${order.key}`,
    text: `${lines.join("\n")}\n`,
    attachments: [],
  };
}
