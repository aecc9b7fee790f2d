import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Each boundary of eslint.config.mjs, broken once and kept once. The imported files exist: the
 * rule checks the resolved path of an import, so `../../routes/x` counts as surely as a bare name.
 */
interface Snippet {
  name: string;
  filePath: string;
  code: string;
  /** The rule that must report it, or null when the import is allowed. */
  rule: string | null;
}

const PATHS = 'import-x/no-restricted-paths';
const NAMES = 'no-restricted-imports';

const snippets: Snippet[] = [
  {
    name: 'lib importing a route',
    filePath: 'api/src/lib/vehicles/boundary-probe.ts',
    code: "export { healthSchema } from '../../routes/health/index';\n",
    rule: PATHS,
  },
  {
    name: 'lib importing a plugin',
    filePath: 'api/src/lib/boundary-probe.ts',
    code: "export { default } from '../plugins/compression';\n",
    rule: PATHS,
  },
  {
    name: 'lib importing the schema',
    filePath: 'api/src/lib/vehicles/boundary-probe.ts',
    code: "export { vehicles } from '../../db/schema';\n",
    rule: null,
  },
  {
    name: 'a lib domain importing one above it (ADR 0140)',
    filePath: 'api/src/lib/vehicles/boundary-probe.ts',
    code: "export * from '../logbook';\n",
    rule: PATHS,
  },
  {
    name: 'a foundation module importing a domain',
    filePath: 'api/src/lib/logger.ts',
    code: "export * from './auth';\n",
    rule: PATHS,
  },
  {
    name: 'a lib domain importing one below it through its index',
    filePath: 'api/src/lib/logbook/boundary-probe.ts',
    code: "export * from '../vehicles';\nexport * from '../http-errors';\n",
    rule: null,
  },
  {
    name: 'a lib domain importing a file of another domain',
    filePath: 'api/src/lib/logbook/boundary-probe.ts',
    code: "export * from '../vehicles/write';\n",
    rule: PATHS,
  },
  {
    name: 'a route importing a file of a domain',
    filePath: 'api/src/routes/boundary-probe.ts',
    code: "export * from '../lib/auth/sessions';\n",
    rule: PATHS,
  },
  {
    name: 'a route importing a domain through its index',
    filePath: 'api/src/routes/boundary-probe.ts',
    code: "export * from '../lib/auth';\n",
    rule: null,
  },
  {
    name: 'a domain importing its own files, nested ones too',
    filePath: 'api/src/lib/auth/boundary-probe.ts',
    code: "export * from './sessions';\nexport * from './google/oidc';\n",
    rule: null,
  },
  {
    name: 'a garage feature importing another feature',
    filePath: 'mf-garage/src/features/vehicle-list/components/boundary-probe.tsx',
    code: "export { AddVehicleForm } from '../../vehicle-form';\n",
    rule: PATHS,
  },
  {
    name: 'a garage feature importing its own files and the app lib',
    filePath: 'mf-garage/src/features/vehicle-form/components/boundary-probe.tsx',
    code: "export * from '../schemas';\nexport * from '../../../lib/api/query-keys';\n",
    rule: null,
  },
  {
    name: 'an auth feature importing another feature',
    filePath: 'mf-auth/src/features/login/components/boundary-probe.tsx',
    code: "export * from '../../registration/schemas';\n",
    rule: PATHS,
  },
  {
    name: 'a shell feature importing another feature',
    filePath: 'shell/src/features/layout/boundary-probe.tsx',
    code: "export * from '../guards/use-resolved-auth';\n",
    rule: PATHS,
  },
  {
    name: 'a shell page importing a feature',
    filePath: 'shell/src/app/boundary-probe.tsx',
    code: "export * from '../features/guards/use-resolved-auth';\n",
    rule: null,
  },
  {
    name: 'a package importing an app by path',
    filePath: 'packages/ui/src/boundary-probe.ts',
    code: "export * from '../../../shell/src/lib/monitoring';\n",
    rule: PATHS,
  },
  {
    name: 'a package importing an app by name',
    filePath: 'packages/ui/src/boundary-probe.ts',
    code: "export * from '@carclub/shell';\n",
    rule: NAMES,
  },
  {
    name: 'an app importing another app by path',
    filePath: 'mf-garage/src/boundary-probe.ts',
    code: "export * from '../../mf-auth/src/lib/api';\n",
    rule: PATHS,
  },
  {
    name: 'an app importing another app by name',
    filePath: 'mf-garage/src/boundary-probe.ts',
    code: "export * from '@carclub/mf-auth';\n",
    rule: NAMES,
  },
  {
    name: 'an app importing a package',
    filePath: 'mf-garage/src/boundary-probe.ts',
    code: "export * from '@carclub/ui';\n",
    rule: null,
  },
];

let reported: string[][];

beforeAll(() => {
  const script = path.join(__dirname, '../lint-snippets.mjs');
  const output = execFileSync(process.execPath, [script], {
    input: JSON.stringify(snippets),
    encoding: 'utf8',
  });
  reported = JSON.parse(output) as string[][];
}, 120_000);

describe.each(snippets.map((snippet, index) => ({ ...snippet, index })))(
  '$name',
  ({ index, rule }) => {
    if (rule) {
      it(`is reported by ${rule}`, () => {
        expect(reported[index]).toContain(rule);
      });
    } else {
      it('is allowed', () => {
        expect(reported[index]).toEqual([]);
      });
    }
  },
);
