type FaultLog = { error(obj: object, msg: string): void; fatal(obj: object, msg: string): void };

/**
 * The last line of defence (docs/deployment.md, "When something fails"). An unhandled rejection is work that forgot its catch: the work is lost, not
 * the process's state, so it is logged and the server keeps serving. An uncaught exception may have left state half
 * changed: it is logged and the server stops cleanly (requests in flight finish, within the stop's own limit) and
 * exits with 1, for the supervisor to start it again.
 */
export function installProcessFaultHandlers(target: NodeJS.EventEmitter, log: FaultLog, stop: (reason: string, exitCode: number) => unknown) {
  target.on('unhandledRejection', (reason: unknown) => log.error({ err: reason }, 'unhandled promise rejection; still serving'));
  target.on('uncaughtException', (error: Error) => {
    log.fatal({ err: error }, 'uncaught exception; stopping cleanly so the supervisor restarts the server');
    void stop('uncaughtException', 1);
  });
}
