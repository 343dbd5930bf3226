// Two ways a message leaves: SMTP through nodemailer when SMTP_URL is set, or, without it, an .eml
// file in the outbox folder (data/outbox/) that an operator can open or forward. nodemailer is
// loaded on first use, so `svc version` and a server that never sends mail never load it.
//
// Delivery is at least once: a sender that dies after the mail server took a message but before
// it heard so sends it again. Each message therefore carries one Message-ID per order and kind,
// on the sending address's domain, however often it is sent, and mail services show such copies
// as one message.
import { createHash } from "node:crypto";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { Transporter } from "nodemailer";
import { writeFileAtomic } from "../../core/atomic-write.ts";

export interface OutgoingMail {
  id: string;
  /** The order it belongs to, and which of its e-mails it is: together, its Message-ID. */
  orderKey: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; content: string }[];
}

export interface Mailer {
  /** "smtp" delivers; "folder" spools to the outbox folder. */
  readonly kind: "smtp" | "folder";
  /** Resolves with where it went; rejects when it could not be handed over, or when `signal` aborts it (the connection is closed). */
  send(mail: OutgoingMail, signal?: AbortSignal): Promise<string>;
  close(): void;
}

type Nodemailer = typeof import("nodemailer");

let loading: Promise<Nodemailer> | undefined;
function nodemailer(): Promise<Nodemailer> {
  loading ??= import("nodemailer").then((module) => (module as unknown as { default: Nodemailer }).default ?? module);
  return loading;
}

/**
 * The order's e-mail of this kind, as one Message-ID: a hash of the order's id (which is the
 * processor's and stays out of mail servers' logs) on the domain of the From address. base64url's
 * letters, digits, `-` and `_` are all atext, so `svc.<kind>.<hash>` is a dot-atom as RFC 5322
 * wants the id's left part (a `.` in place of `_` made empty parts: `..`, or a trailing dot).
 */
export function messageId(mail: Pick<OutgoingMail, "orderKey" | "kind">, from: string): string {
  const address = /<([^>]+)>\s*$/.exec(from)?.[1] ?? from;
  const domain = address.slice(address.lastIndexOf("@") + 1).trim() || "localhost";
  const order = createHash("sha256").update(mail.orderKey).digest("base64url").slice(0, 22);
  return `<svc.${mail.kind}.${order}@${domain}>`;
}

function message(from: string, mail: OutgoingMail, signal?: AbortSignal): Record<string, unknown> {
  return {
    from,
    ...(signal === undefined ? {} : { signal }),
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    attachments: mail.attachments.map((attachment) => ({
      filename: attachment.filename,
      content: attachment.content,
      contentType: "text/plain; charset=utf-8",
    })),
    messageId: messageId(mail, from),
  };
}

/** `timeoutMs` bounds each wait on the server (connecting, its greeting, any silence after). */
export function smtpMailer(url: string, from: string, timeoutMs: number): Mailer {
  let transport: Promise<Transporter> | undefined;
  const transporter = (): Promise<Transporter> => {
    transport ??= nodemailer().then((mailer) =>
      mailer.createTransport(url, { connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs } as Parameters<
        Nodemailer["createTransport"]
      >[1]),
    );
    return transport;
  };
  return {
    kind: "smtp",
    async send(mail, signal) {
      const info = await (await transporter()).sendMail(message(from, mail, signal));
      return `smtp ${String(info.response ?? "accepted")}`.slice(0, 200);
    },
    close() {
      void transport?.then((t) => t.close());
    },
  };
}

export function folderMailer(dir: string, from: string): Mailer {
  return {
    kind: "folder",
    async send(mail) {
      const mailer = await nodemailer();
      const info = await mailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }).sendMail(message(from, mail));
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const file = path.join(dir, `${mail.id}.eml`);
      await writeFileAtomic(file, info.message as Buffer, { mode: 0o600 });
      return file;
    },
    close() {},
  };
}
