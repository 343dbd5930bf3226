// Every failure a user can see is an SvcError: a stable snake_case code, a message that says what
// went wrong, an optional hint that says what to do next, and the exit code (CONTRACT §1).
// Hints are set where the error is thrown, never derived from message text.

export const EXIT = {
  ok: 0,
  error: 1,
  usage: 2,
  license: 3,
  conflict: 4,
  verification: 5,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

export interface SvcErrorOptions {
  hint?: string;
  /** Extra machine-readable facts, included in the --json error document. */
  details?: Record<string, unknown>;
  cause?: unknown;
}

export class SvcError extends Error {
  readonly code: string;
  readonly exit: ExitCode;
  readonly hint: string | undefined;
  readonly details: Record<string, unknown> | undefined;

  constructor(code: string, message: string, exit: ExitCode = EXIT.error, options: SvcErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "SvcError";
    this.code = code;
    this.exit = exit;
    this.hint = options.hint;
    this.details = options.details;
  }
}

/** Bad flags or arguments: exit 2. */
export class UsageError extends SvcError {
  constructor(message: string, options: SvcErrorOptions = {}) {
    super("usage", message, EXIT.usage, options);
    this.name = "UsageError";
  }
}

/** License missing or invalid: exit 3. */
export class LicenseError extends SvcError {
  constructor(code: string, message: string, options: SvcErrorOptions = {}) {
    super(code, message, EXIT.license, options);
    this.name = "LicenseError";
  }
}

/** Refused because of conflicts, nothing written: exit 4. */
export class ConflictError extends SvcError {
  constructor(code: string, message: string, options: SvcErrorOptions = {}) {
    super(code, message, EXIT.conflict, options);
    this.name = "ConflictError";
  }
}

/** A verification found problems: exit 5. */
export class VerifyError extends SvcError {
  constructor(code: string, message: string, options: SvcErrorOptions = {}) {
    super(code, message, EXIT.verification, options);
    this.name = "VerifyError";
  }
}

/** Turns anything thrown into an SvcError; unexpected errors keep their message but no stack. */
export function toSvcError(error: unknown): SvcError {
  if (error instanceof SvcError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new SvcError("internal", `unexpected error: ${message}`, EXIT.error, {
    hint: "Run again with SVC_DEBUG=1 to see the stack trace, and report it if it persists.",
    cause: error,
  });
}
