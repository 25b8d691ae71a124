import { ConfigError } from '@intake/config';

/** Bad arguments: the CLI prints the message and its usage text, and exits with 2. */
export class UsageError extends Error {}

/** A well-formed request that cannot be satisfied (unknown stream, ...): exit code 1. */
export class CliFailure extends Error {}

/**
 * Runs a CLI's main function with the exit-code convention shared by the tools:
 * 0 done, 1 failure, 2 usage error. Errors print as one line unless they are unexpected.
 */
export function runCli(usage: string, main: () => Promise<void>): void {
  main().then(
    () => undefined,
    (err: unknown) => {
      if (err instanceof UsageError) {
        process.stderr.write(`${err.message}\n\n${usage}\n`);
        process.exitCode = 2;
      } else if (err instanceof CliFailure || err instanceof ConfigError) {
        process.stderr.write(`${err.message}\n`);
        process.exitCode = 1;
      } else {
        process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
        process.exitCode = 1;
      }
    },
  );
}
