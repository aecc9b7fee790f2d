// Lints snippets of code as if they were files at the given paths of the repository, with the
// repository's own eslint.config.mjs, and prints the rules each one breaks. Run in a child process
// by the boundary tests: ESLint loads its ES-module config through import(), which Jest's module
// sandbox does not offer.
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const snippets = JSON.parse(await new Response(process.stdin).text());
// Boundaries need resolved paths, not types; the virtual files belong to no TypeScript program.
const eslint = new ESLint({ cwd: repoRoot, overrideConfig: tseslint.configs.disableTypeChecked });
const results = [];
for (const { code, filePath } of snippets) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, filePath) });
  results.push(result.messages.map((message) => message.ruleId ?? message.message));
}
process.stdout.write(JSON.stringify(results));
