import { writeFile } from 'node:fs/promises';
import { openApiDocument } from '@intake/api';
import { CliFailure, runCli, UsageError } from './cli/run-cli.js';
import { lintOpenApi } from './openapi/openapi-lint.js';

const USAGE = `Usage:
  npm run lint:openapi              lint the api's OpenAPI document with redocly (redocly.yaml)
  node tools/dist/openapi.cli.js write <file>   write the document (as GET /api/openapi.json serves it)`;

runCli(USAGE, async () => {
  const [command = 'lint', file] = process.argv.slice(2);
  if (command === 'write') {
    if (!file) throw new UsageError('write needs the file to write the document to.');
    await writeFile(file, `${JSON.stringify(openApiDocument(), null, 2)}\n`);
    return;
  }
  if (command !== 'lint') throw new UsageError(`Unknown command: ${command}`);
  const { clean, output } = await lintOpenApi(openApiDocument());
  process.stdout.write(output);
  if (!clean)
    throw new CliFailure(
      'The OpenAPI document has problems (above): fix the route catalogue, or record an exception with its reason in .redocly.lint-ignore.yaml.',
    );
});
