import fs from 'node:fs';

import webpack from 'webpack';

/**
 * Emits files verbatim under fixed names. Used for the shell's pre-paint theme script, which must
 * stay a plain blocking script outside webpack's runtime (no inline scripts are allowed by the CSP).
 */
export class EmitFilesPlugin {
  constructor(private readonly files: Record<string, string>) {}

  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('EmitFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const [name, source] of Object.entries(this.files)) {
            compilation.fileDependencies.add(source);
            compilation.emitAsset(name, new webpack.sources.RawSource(fs.readFileSync(source)));
          }
        },
      );
    });
  }
}
