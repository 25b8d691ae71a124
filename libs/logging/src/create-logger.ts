import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { PinoPretty, type PrettyOptions } from 'pino-pretty';
import { redactingHooks } from './redacting-hooks.js';
import { currentRequestId } from './request-context.js';

export interface LoggerSettings {
  /** pino level name (`info`, `debug`, `silent`, ...). */
  level: string;
  /** Names the process part that writes (`api`, `worker`, `intake`). */
  service: string;
  /** Where JSON lines go (tests); without it stdout. */
  destination?: DestinationStream;
  /** Short coloured lines instead of JSON; default: when stdout is a terminal and no destination is given. */
  pretty?: boolean;
}

/*
 * A person's line: time, level, `service: message`, then the request id when there is one. An
 * access line's message already says method, route, status and duration, so those fields are not
 * repeated after it; any other field is.
 */
const PRETTY: PrettyOptions = {
  translateTime: 'SYS:HH:MM:ss',
  ignore: 'pid,hostname,service,reqId,component,method,route,status,durationMs',
  messageFormat: '{service}: {msg}{if reqId} (req {reqId}){end}',
  singleLine: true,
};

/** The terminal format, written in this process to `destination` (uncoloured): what a person at a terminal reads. */
export function terminalFormat(destination: DestinationStream): DestinationStream {
  return PinoPretty({ ...PRETTY, colorize: false, destination });
}

/**
 * The log of api, worker and launcher: JSON lines for machines, pino-pretty's short lines for a
 * person at a terminal. Every argument passes through the redaction hooks before either format
 * sees it, and a line written while a request is served carries that request's id.
 */
export function createLogger(settings: LoggerSettings): Logger {
  const pretty = settings.pretty ?? (settings.destination === undefined && process.stdout.isTTY === true);
  const options: LoggerOptions = {
    level: settings.level,
    base: { service: settings.service, pid: process.pid },
    hooks: redactingHooks,
    mixin: () => {
      const reqId = currentRequestId();
      return reqId === undefined ? {} : { reqId };
    },
  };
  // In-process to a given destination (tests read what a person would see); else pino-pretty's worker thread to stdout.
  if (settings.destination) return pino(options, pretty ? terminalFormat(settings.destination) : settings.destination);
  if (!pretty) return pino(options);
  return pino({ ...options, transport: { target: 'pino-pretty', options: { ...PRETTY, colorize: true } } });
}
