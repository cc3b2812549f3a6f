/** The part of a pino logger that services use to report a failure they recover from. */
export type WarningLog = { warn(obj: object, msg: string): void };
