import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from '../cli/run-cli.js';

type Values = Record<string, string | boolean | (string | boolean)[] | undefined>;

/** A benchmark's flags; a malformed command line is a usage error, not a crash. */
export function parseBenchArgs(args: string[], options: NonNullable<ParseArgsConfig['options']>): Values {
  try {
    return parseArgs({ args, options }).values as Values;
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
}

/** `--name` as a whole number of at least `min`. */
export function integerOption(values: Values, name: string, min: number): number {
  const n = Number(values[name]);
  if (!Number.isInteger(n) || n < min) throw new UsageError(`--${name} must be an integer ≥ ${min}, got ${String(values[name])}`);
  return n;
}

/** `--name` as a number above (or, with `orZero`, at least) zero. */
export function positiveOption(values: Values, name: string, { orZero = false } = {}): number {
  const n = Number(values[name]);
  if (!(orZero ? n >= 0 : n > 0)) throw new UsageError(`--${name} must be ${orZero ? 'zero or more' : 'a positive number'}, got ${String(values[name])}`);
  return n;
}
