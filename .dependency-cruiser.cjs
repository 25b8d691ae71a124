// The rooms of apps/api (docs/architecture.md, "Rooms"): every folder directly under apps/api/src is
// a bounded context, except platform/ (shared plumbing) and testing/ (the harness). A context uses
// another only through that context's index.ts, its declared public surface; events and payloads
// come from libs/contracts. Run by `npm run lint` (lint:rooms).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'rooms-surface',
      comment:
        "A context imports another context only through that context's index.ts (its public surface); " +
        'shared plumbing belongs in platform/, shared vocabulary in libs/contracts. See docs/architecture.md, "Rooms".',
      severity: 'error',
      from: {
        path: '^apps/api/src/([^/]+)/',
        // platform/ has its own rule below; testing/ assembles every room.
        // Tests may reach into the rooms they assemble to prove what happens between them.
        pathNot: ['^apps/api/src/(platform|testing)/', '\\.spec\\.ts$'],
      },
      to: {
        path: '^apps/api/src/([^/]+)/',
        pathNot: ['^apps/api/src/$1/', '^apps/api/src/(platform|testing)/', '^apps/api/src/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'platform-is-plumbing',
      comment:
        'apps/api/src/platform/ is shared plumbing: it imports no bounded context, except for types (database.types.ts composes ' +
        "the contexts' table types). Exception: platform/files/stored-files.personal-data.ts registers the stored files with the " +
        'privacy catalogue through its surface; it belongs in a room of its own. See docs/lint-and-format.md.',
      severity: 'error',
      from: {
        path: '^apps/api/src/platform/',
        pathNot: ['\\.spec\\.ts$', '^apps/api/src/platform/files/stored-files\\.personal-data\\.ts$'],
      },
      to: {
        path: '^apps/api/src/[^/]+/',
        pathNot: '^apps/api/src/(platform|testing)/',
        dependencyTypesNot: ['type-only'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    // swc parses TypeScript 7 sources (the tsc parser needs a compiler API TypeScript 7 lacks) and
    // keeps type-only imports, so a type reaching into another room counts too.
    parser: 'swc',
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
