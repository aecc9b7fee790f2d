import { BEARER_SCHEME, operationIdFor } from '../../../src/plugins/openapi';
import { DATABASE_TIMEOUT_MS, useTestApp } from '../../support/test-app';

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: unknown[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
}

interface Document {
  servers?: { url: string }[];
  components: { securitySchemes?: Record<string, { type: string; scheme?: string }> };
  paths: Record<string, Record<string, Operation>>;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);

function operationsOf(document: Document) {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => ({ method, path, operation })),
  );
}

describe('operationIdFor', () => {
  it.each([
    ['GET', '/api/health', 'getHealth'],
    ['POST', '/api/auth/refresh-token', 'postAuthRefreshToken'],
    ['GET', '/api/users/:nickname/vehicles/:slug', 'getUsersByNicknameVehiclesBySlug'],
    ['DELETE', '/api/profile/sessions/:id', 'deleteProfileSessionsById'],
    ['GET', '/api/admin/audit-log.csv', 'getAdminAuditLogCsv'],
    ['GET', '/api/admin/audit-log', 'getAdminAuditLog'],
  ])('%s %s is %s', (method, url, id) => {
    expect(operationIdFor(method, url, '/api')).toBe(id);
  });
});

describe('the OpenAPI document', () => {
  const { app } = useTestApp();
  let document: Document;

  beforeAll(async () => {
    document = (await app.inject({ method: 'GET', url: '/api/docs' })).json<Document>();
  }, DATABASE_TIMEOUT_MS);

  it('names its server relative to where it is served, and the access-token scheme', () => {
    expect(document.servers).toEqual([{ url: '/', description: 'This CarClub site' }]);
    expect(document.components.securitySchemes?.[BEARER_SCHEME]).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
  });

  it('gives every operation an operation id of its own', () => {
    const ids = operationsOf(document).map(({ operation }) => operation.operationId);

    expect(ids.length).toBeGreaterThan(100);
    for (const id of ids) expect(id).toMatch(/^(get|put|post|delete|patch)[A-Z][A-Za-z0-9]*$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('documents a client error for every operation that takes input', () => {
    const silent = operationsOf(document)
      .filter(({ operation }) => (operation.parameters ?? []).length > 0 || operation.requestBody)
      .filter(({ operation }) => !Object.keys(operation.responses).some((code) => /^4/.test(code)))
      .map(({ method, path }) => `${method} ${path}`);

    expect(silent).toEqual([]);
  });

  /**
   * The security each operation declares is derived from its hooks; this checks it against what
   * the route does: every operation called without a token answers 401 exactly when it declares
   * the token required.
   */
  it('asks for the access token exactly where a caller without one is refused', async () => {
    const disagreements: string[] = [];
    for (const { method, path, operation } of operationsOf(document)) {
      expect(operation.security).toBeDefined();
      const tokenRequired =
        operation.security!.length > 0 &&
        operation.security!.every((needs) => BEARER_SCHEME in needs);
      const response = await app.inject({
        method: method.toUpperCase() as 'GET',
        url: path.replace(/\{\w+\}/g, '1'),
      });
      if ((response.statusCode === 401) !== tokenRequired) {
        disagreements.push(
          `${method} ${path}: ${response.statusCode}, token required ${tokenRequired}`,
        );
      }
    }

    expect(disagreements).toEqual([]);
  });
});
