// A real SMTP receiver for tests (smtp-server), parsing each message with mailparser.
import type { AddressInfo } from "node:net";
import { after } from "node:test";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { waitUntil } from "./wait.ts";

/** RFC 5322's atext: what a dot-atom's parts are made of. */
const ATEXT = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
/**
 * A Message-ID as RFC 5322 §3.6.4 writes it, `<dot-atom-text@dot-atom-text>` (the id-left and
 * id-right of a new message): no empty part, so no leading, trailing or doubled dot.
 */
export const MESSAGE_ID = new RegExp(`^<${ATEXT}(\\.${ATEXT})*@${ATEXT}(\\.${ATEXT})*>$`);

export interface ReceivedMail {
  from: string;
  to: string[];
  parsed: ParsedMail;
}

export class SmtpReceiver {
  readonly messages: ReceivedMail[] = [];
  /** Reject this many messages (451, try again later) before accepting. */
  rejectNext = 0;
  /** Answer each message this late (a slow mail server). */
  delayMs = 0;
  /** Never answer a message (an unresponsive mail server); it is not counted as received. */
  stall = false;
  /** Keep each message but never answer it (a server that delivers what it got, the sender cut off before its answer). */
  keepWithoutAnswer = false;
  /** Answer MAIL FROM and RCPT TO this late (a server slow at every step). */
  stepDelayMs = 0;
  /** Messages whose data arrived, answered or not. */
  dataSeen = 0;
  /** Senders' connections that ended (the sender quit, hung up or was cut off). */
  connectionsClosed = 0;
  /** Errors of senders' connections (a reset by a killed sender), not thrown. */
  readonly connectionErrors: Error[] = [];
  private server: SMTPServer | undefined;
  url = "";

  async start(): Promise<this> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onMailFrom: (_address, _session, callback) => this.step(callback),
      onRcptTo: (_address, _session, callback) => this.step(callback),
      onClose: () => {
        this.connectionsClosed++;
      },
      onData: (stream, session, callback) => {
        this.dataSeen++;
        if (this.stall) {
          stream.resume();
          return;
        }
        if (this.rejectNext > 0) {
          this.rejectNext--;
          stream.resume();
          stream.on("end", () => callback(Object.assign(new Error("try again later"), { responseCode: 451 })));
          return;
        }
        simpleParser(stream).then(
          (parsed) => {
            const from = session.envelope.mailFrom === false ? "" : session.envelope.mailFrom.address;
            const accept = (): void => {
              this.messages.push({ from, to: session.envelope.rcptTo.map((rcpt) => rcpt.address), parsed });
              if (!this.keepWithoutAnswer) callback();
            };
            if (this.delayMs > 0) setTimeout(accept, this.delayMs);
            else accept();
          },
          (error: Error) => callback(error),
        );
      },
    });
    // A sender killed mid-message (the crash tests SIGKILL one) resets its connection; smtp-server
    // reports that as an 'error' event, which with no listener would crash the test process as
    // ECONNRESET. A real mail server shrugs it off; the receiver keeps it for tests to look at.
    this.server.on("error", (error: Error) => this.connectionErrors.push(error));
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    const port = (this.server as unknown as { server: { address(): AddressInfo } }).server.address().port;
    this.url = `smtp://127.0.0.1:${port}`;
    after(() => this.stop());
    return this;
  }

  private step(callback: () => void): void {
    if (this.stepDelayMs > 0) setTimeout(callback, this.stepDelayMs);
    else callback();
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server === undefined) return;
    // A stalled message's connection would hold close() open: cut every connection.
    for (const connection of (server as unknown as { connections: Set<{ close(): void }> }).connections ?? []) connection.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  to(address: string): ReceivedMail[] {
    return this.messages.filter((message) => message.to.includes(address));
  }

  /** Waits until `count` messages have arrived (or fails after the timeout). */
  async waitFor(count: number, timeoutMs = 5000): Promise<ReceivedMail[]> {
    return this.waitUntil(
      () => this.messages.length >= count,
      timeoutMs,
      () => `expected ${count} messages, got ${this.messages.length}`,
    );
  }

  /** Waits until `ready()` holds (or fails after the timeout). */
  async waitUntil(ready: () => boolean | Promise<boolean>, timeoutMs: number, what: () => string): Promise<ReceivedMail[]> {
    await waitUntil(what, ready, { timeoutMs });
    return this.messages;
  }
}
