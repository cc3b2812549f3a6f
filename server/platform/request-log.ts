import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Bindings, ChildLoggerOptions, LevelWithSilent } from 'pino';

/** A request slower than this is logged at warn, whatever it was. */
export const SLOW_REQUEST_MS = 1000;
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * One line per request instead of Fastify's two. Reads that succeed are most of the traffic and at info they cost
 * a measurable share of throughput (bench hot-reads), so they log at debug; writes and refused requests at info;
 * slow requests at warn; a response that failed while being sent at error. Handled server errors are logged with
 * their cause where they are handled (platform/errors.ts).
 */
export class RequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = { method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) };
    if (error) return reply.log.error({ ...line, err: error }, 'request failed while sending');
    const level = reply.elapsedTime >= SLOW_REQUEST_MS ? 'warn' : reply.statusCode >= 400 || !READ_METHODS.has(request.method) ? 'info' : 'debug';
    reply.log[level](line, 'request');
  }
}

type LineLevel = Exclude<LevelWithSilent, 'silent'>;
type LevelChecking = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };
type LogArguments = Parameters<FastifyBaseLogger[LineLevel]>;

/**
 * A request's logger that makes its pino child (the request id on every line) only when a line at an enabled level is
 * written. Fastify makes one child per request, and pino's child costs a few per cent of a hot read's CPU (decision 086)
 * although a successful read at the production level writes nothing.
 */
class RequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: LevelChecking,
    private readonly bindings: Bindings,
  ) {}

  #logger() {
    return (this.#child ??= this.parent.child(this.bindings));
  }

  #write(level: LineLevel, args: LogArguments) {
    if (this.parent.isLevelEnabled(level)) this.#logger()[level](...args);
  }

  fatal(...args: LogArguments) {
    this.#write('fatal', args);
  }
  error(...args: LogArguments) {
    this.#write('error', args);
  }
  warn(...args: LogArguments) {
    this.#write('warn', args);
  }
  info(...args: LogArguments) {
    this.#write('info', args);
  }
  debug(...args: LogArguments) {
    this.#write('debug', args);
  }
  trace(...args: LogArguments) {
    this.#write('trace', args);
  }
  silent() {}

  get level() {
    return this.#child?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.#logger().level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions) {
    return this.#logger().child(bindings, options);
  }
}

/** Fastify's childLoggerFactory: a lazy RequestLogger, or the plain child for a route with its own log options. */
export function requestLoggerFactory(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  const ownOptions = options.level !== undefined || options.serializers !== undefined;
  const checksLevels = typeof (logger as Partial<LevelChecking>).isLevelEnabled === 'function';
  return checksLevels && !ownOptions ? new RequestLogger(logger as LevelChecking, bindings) : logger.child(bindings, options);
}
