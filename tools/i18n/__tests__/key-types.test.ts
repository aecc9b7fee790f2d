import path from 'node:path';
import ts from 'typescript';

/**
 * The i18n key types (docs/decisions/0049-typed-i18n-keys.md), shown failing and passing: small
 * files type-checked as if they were in a project, with that project's compiler options and its
 * own i18next declaration, so `t('no.such.key')` has to be reported as `pnpm typecheck` would.
 */
interface Probe {
  name: string;
  /** The workspace project the file belongs to. */
  project: string;
  code: string;
  /** A text the type error must contain, or null when the file must type-check. */
  error: string | null;
}

const repoRoot = path.resolve(__dirname, '../../..');

/** Each project's declaration of CustomTypeOptions, the one file no module imports. */
const KEY_TYPES: Record<string, string> = {
  'mf-garage': 'src/i18n/types.ts',
  'packages/ui': 'src/i18n/types.ts',
};

const garage = (body: string) =>
  `import { useTranslation } from 'react-i18next';\n\nexport function useProbe() {\n  const { t } = useTranslation('garage');\n  return ${body};\n}\n`;

const probes: Probe[] = [
  { name: 'a garage key', project: 'mf-garage', code: garage("t('myCars.title')"), error: null },
  {
    name: 'a key that does not exist',
    project: 'mf-garage',
    code: garage("t('no.such.key')"),
    error: '"no.such.key"',
  },
  {
    name: 'a misspelt garage key',
    project: 'mf-garage',
    code: garage("t('myCars.titel')"),
    error: '"myCars.titel"',
  },
  {
    name: 'a plural key without its suffix',
    project: 'mf-garage',
    code: garage("t('list.resultCount', { count: 2, total: 2 })"),
    error: null,
  },
  {
    name: 'a common key in the common namespace',
    project: 'mf-garage',
    code: garage("t('validation.required', { ns: 'common' })"),
    error: null,
  },
  {
    name: 'a common key looked up in the garage namespace',
    project: 'mf-garage',
    code: garage("t('validation.required')"),
    error: '"validation.required"',
  },
  {
    name: "another remote's namespace",
    project: 'mf-garage',
    code: "import { useTranslation } from 'react-i18next';\n\nexport const useProbe = () => useTranslation('auth');\n",
    error: '"auth"',
  },
  {
    name: 'a ui key in @carclub/ui',
    project: 'packages/ui',
    code: "import { useTranslation } from 'react-i18next';\n\nexport const useProbe = () => useTranslation('ui').t('errorState.retry');\n",
    error: null,
  },
  {
    name: 'a garage key in @carclub/ui, which does not have that namespace',
    project: 'packages/ui',
    code: "import { useTranslation } from 'react-i18next';\n\nexport const useProbe = () => useTranslation('garage').t('myCars.title');\n",
    error: '"garage"',
  },
];

/** Files read from disk, shared by the programs: parsing react's and i18next's types once. */
const sourceFiles = new Map<string, ts.SourceFile | undefined>();

/** The type errors of each probe of `project`, checked together in one program. */
function typeErrors(project: string, projectProbes: Probe[]): string[][] {
  const projectDir = path.join(repoRoot, project);
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(projectDir, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  if (!config) throw new Error(`no tsconfig.json in ${project}`);
  const keyTypes = path.join(projectDir, KEY_TYPES[project] ?? '');
  // The declaration is one of the project's own files, so `tsc -b` reads it as well.
  expect(config.fileNames).toContain(keyTypes);

  // The project's options; workspace packages are read from their sources (no references, so no
  // build is needed first), and the test environment's global types are left out.
  const options: ts.CompilerOptions = {
    ...config.options,
    composite: false,
    emitDeclarationOnly: false,
    incremental: false,
    noEmit: true,
    types: [],
  };
  const probeFiles = new Map(
    projectProbes.map((probe, index) => [
      path.join(projectDir, `src/key-probe-${index}.ts`),
      probe,
    ]),
  );
  const host = ts.createCompilerHost(options);
  const readSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, ...rest) => {
    const probe = probeFiles.get(fileName);
    if (probe) return ts.createSourceFile(fileName, probe.code, languageVersion, true);
    if (!sourceFiles.has(fileName)) {
      sourceFiles.set(fileName, readSourceFile(fileName, languageVersion, ...rest));
    }
    return sourceFiles.get(fileName);
  };
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (fileName) => probeFiles.has(fileName) || fileExists(fileName);

  const program = ts.createProgram([keyTypes, ...probeFiles.keys()], options, host);
  const errorsOf = (fileName: string) =>
    ts
      .getPreEmitDiagnostics(program, program.getSourceFile(fileName))
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
  expect(errorsOf(keyTypes)).toEqual([]);
  return [...probeFiles.keys()].map(errorsOf);
}

const reported = new Map<Probe, string[]>();

beforeAll(() => {
  for (const project of new Set(probes.map((probe) => probe.project))) {
    const projectProbes = probes.filter((probe) => probe.project === project);
    const errors = typeErrors(project, projectProbes);
    projectProbes.forEach((probe, index) => reported.set(probe, errors[index] ?? []));
  }
}, 60_000);

describe.each(probes)('$name ($project)', (probe) => {
  if (probe.error) {
    it(`is a type error naming ${probe.error}`, () => {
      const errors = reported.get(probe) ?? [];
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain(probe.error);
    });
  } else {
    it('type-checks', () => {
      expect(reported.get(probe)).toEqual([]);
    });
  }
});
