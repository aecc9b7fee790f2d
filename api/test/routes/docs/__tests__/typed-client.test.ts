import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import ts from 'typescript';

import { requireOutsideJest } from '../../../support/node-require';
import { withTestApp } from '../../../support/test-app';

type OpenApiTypescript = typeof import('openapi-typescript');
type Document = Parameters<OpenApiTypescript['default']>[0];

/** Generating two clients and compiling them with the contracts: seen at 42 s on the busy machine. */
const COMPILE_TIMEOUT_MS = 120_000;

/**
 * Calls a third party would write against the client generated from the document, typed by the
 * contracts our own apps use. Each line must compile: `Same` holds only when the document's answer
 * and the contract's type accept the same values, so a route whose response drifts from its
 * contract (a field gone, renamed or of another type) fails here.
 */
const CALLS = `
import type {
  CurrentUser,
  LoginRequest,
  MemberProfile,
  NotificationPage,
  OwnVehicleListResponse,
  ReferenceItem,
  TokenPair,
  Vehicle,
  VehicleCreate,
} from '@carclub/contracts';

import type { operations, paths } from './openapi';

type Json<Answer> = Answer extends { content: { 'application/json': infer Body } } ? Body : never;
type Answer<Operation, Status extends number> = Operation extends {
  responses: { [S in Status]: infer Response };
}
  ? Json<Response>
  : never;
type RequestBody<Operation> = Operation extends { requestBody: infer Body } ? Json<Body> : never;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** What a generated client's call looks like: path and method in, the documented answer out. */
declare function call<Path extends keyof paths, Method extends keyof paths[Path]>(
  path: Path,
  method: Method,
  init?: { body?: RequestBody<paths[Path][Method]> },
): Promise<Answer<paths[Path][Method], 200>>;

export async function signIn(credentials: LoginRequest): Promise<TokenPair> {
  return call('/api/auth/login', 'post', { body: credentials });
}

export async function myCars(): Promise<OwnVehicleListResponse> {
  return call('/api/private-transport', 'get');
}

export const sameAnswers: [
  Same<Answer<operations['postAuthLogin'], 200>, TokenPair>,
  Same<Answer<operations['getAuthMe'], 200>, CurrentUser>,
  Same<Answer<operations['getPrivateTransport'], 200>, OwnVehicleListResponse>,
  Same<Answer<operations['postPrivateTransport'], 201>, Vehicle>,
  Same<Answer<operations['getUsersByNickname'], 200>, MemberProfile>,
  Same<Answer<operations['getNotifications'], 200>, NotificationPage>,
  Same<Answer<operations['getManufacturers'], 200>, ReferenceItem[]>,
] = [true, true, true, true, true, true, true];

// The forms' values are what the document accepts.
export const newCar = (values: VehicleCreate): RequestBody<operations['postPrivateTransport']> =>
  values;
`;

const contractsEntry = require.resolve('@carclub/contracts');

/**
 * For each named document: generates `<name>.openapi.ts` from it and type-checks the calls above
 * against it. One program for all of them, since compiling the contracts is most of the time.
 */
async function typeErrorsOfCalls(
  documents: Record<string, Document>,
): Promise<Record<string, string[]>> {
  const { default: openapiTS, astToString } = requireOutsideJest<OpenApiTypescript>(
    require.resolve('openapi-typescript'),
  );
  const dir = await mkdtemp(path.join(tmpdir(), 'carclub-typed-client-'));
  try {
    const callFiles: Record<string, string> = {};
    for (const [name, document] of Object.entries(documents)) {
      await writeFile(path.join(dir, `${name}.openapi.ts`), astToString(await openapiTS(document)));
      callFiles[name] = path.join(dir, `${name}.calls.ts`);
      await writeFile(callFiles[name], CALLS.replace("'./openapi'", `'./${name}.openapi'`));
    }
    const program = ts.createProgram(Object.values(callFiles), {
      strict: true,
      noUncheckedIndexedAccess: true,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2022,
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      types: [],
      paths: { '@carclub/contracts': [contractsEntry] },
    });
    const errorsOf = (file: string) =>
      [
        ...program.getSyntacticDiagnostics(program.getSourceFile(file)),
        ...program.getSemanticDiagnostics(program.getSourceFile(file)),
      ].map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    return Object.fromEntries(
      Object.entries(callFiles).map(([name, file]) => [
        name,
        [...program.getGlobalDiagnostics(), ...program.getOptionsDiagnostics()]
          .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
          .concat(errorsOf(file)),
      ]),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

interface MutableDocument {
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
}

describe('a client generated from the OpenAPI document', () => {
  let errors: Record<string, string[]>;

  beforeAll(async () => {
    const served = await withTestApp({ database: 'none' }, async (app) =>
      (await app.inject({ method: 'GET', url: '/api/docs' })).json<Document>(),
    );

    // `/auth/me` documented with the token pair's shape instead of the current user's.
    const drifted = structuredClone(served) as unknown as MutableDocument;
    drifted.paths['/api/auth/me']!.get!.responses['200'] =
      drifted.paths['/api/auth/login']!.post!.responses['200'];

    errors = await typeErrorsOfCalls({ served, drifted: drifted as unknown as Document });
  }, COMPILE_TIMEOUT_MS);

  it('type-checks calls made with the contracts’ types', () => {
    expect(errors.served).toEqual([]);
  });

  it('fails when an operation answers a shape other than its contract', () => {
    expect(errors.drifted).toEqual([
      expect.stringMatching(/Type 'true' is not assignable to type 'false'/),
    ]);
  });
});
