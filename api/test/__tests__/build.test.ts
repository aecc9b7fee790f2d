import { spawnSync } from 'node:child_process';
import path from 'node:path';

import { API_DIR, buildApi } from '../support/server-process';

beforeAll(buildApi);

/**
 * A workspace package the API imports may import another (@carclub/markdown imports
 * @carclub/contracts): in dist/ that one must be the compiled copy beside it, as production runs
 * no TypeScript.
 */
it('runs the workspace packages it imports compiled, each resolving the others’ compiled copies', () => {
  const dist = path.join(API_DIR, 'dist');
  const script = `
    const markdown = require('@carclub/markdown');
    const from = require.resolve('@carclub/markdown');
    process.stdout.write(JSON.stringify({
      contracts: require.resolve('@carclub/contracts/mentions', { paths: [from] }),
      analysis: markdown.analyseMarkdown('@ann #Тег https://x.com', 'comment'),
    }));
  `;
  const result = spawnSync(process.execPath, ['-e', script], { cwd: dist, encoding: 'utf8' });
  expect(result.stderr).toBe('');
  const { contracts, analysis } = JSON.parse(result.stdout) as {
    contracts: string;
    analysis: unknown;
  };
  expect(contracts).toBe(path.join(dist, 'node_modules/@carclub/contracts/mentions.js'));
  expect(analysis).toEqual({ mentions: ['ann'], tags: ['тег'], links: 1, images: 0 });
});
