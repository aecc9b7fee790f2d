import path from 'node:path';

import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import webpack from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

import type { AppDescriptor } from './apps';
import { EmitFilesPlugin } from './emit-files-plugin';
import { federationOptions } from './federation-options';
import { PrecompressPlugin } from './precompress-plugin';
import type { BuildInfo } from './remote-contract';
import { SHARED_NODE_MODULES } from './shared';

export interface WebpackConfigOptions {
  app: AppDescriptor;
  mode: 'production' | 'development';
  outputPath: string;
  build: BuildInfo;
  /** Dev only: the API origin the dev servers proxy `/api` and `/config.js` to. */
  apiOrigin?: string;
}

export const SWC_OPTIONS = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2020',
  },
};

const NODE_MODULES = /[\\/]node_modules[\\/]/;

/** A file of a shared package, or of a package a shared one brought in (react-dom's scheduler). */
function fromSharedPackage(
  module: webpack.Module,
  { moduleGraph }: { moduleGraph: webpack.ModuleGraph },
): boolean {
  for (
    let current: webpack.Module | null | undefined = module;
    current;
    current = moduleGraph.getIssuer(current)
  ) {
    const file = current.nameForCondition();
    if (!file || !NODE_MODULES.test(file)) return false;
    if (SHARED_NODE_MODULES.test(file)) return true;
  }
  return false;
}

/**
 * The whole webpack configuration of an app. Remotes load chunks relative to their own
 * remoteEntry (`publicPath: 'auto'`), which is what lets a release live in any versioned folder.
 */
export function webpackConfig({
  app,
  mode,
  outputPath,
  build,
  apiOrigin,
}: WebpackConfigOptions): webpack.Configuration & { devServer?: DevServerConfiguration } {
  const isShell = app.name === 'shell';
  const isDev = mode === 'development';
  // Remotes get an HTML page only in development, where they also run standalone.
  const withHtml = isShell || isDev;
  const hashed = isDev ? '[name].js' : '[name].[contenthash:8].js';

  return {
    mode,
    context: app.dir,
    entry: { main: './src/index.ts' },
    devtool: isDev ? 'eval-cheap-module-source-map' : 'source-map',
    output: {
      path: outputPath,
      publicPath: isShell ? '/' : 'auto',
      filename: isShell ? `static/${hashed}` : hashed,
      chunkFilename: isShell ? `static/${hashed}` : hashed,
      assetModuleFilename: isShell
        ? 'static/[name].[contenthash:8][ext]'
        : '[name].[contenthash:8][ext]',
      uniqueName: app.federationName,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          use: { loader: require.resolve('swc-loader'), options: SWC_OPTIONS },
        },
        {
          test: /\.css$/,
          // Stylesheets of their own in production, so a page the server rendered is styled
          // before any script runs (the API links its remote's CSS in the page's head).
          use: [
            isDev ? require.resolve('style-loader') : MiniCssExtractPlugin.loader,
            require.resolve('css-loader'),
          ],
        },
        { test: /\.(png|svg|jpe?g|webp|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({ __CARCLUB_BUILD__: JSON.stringify(build) }),
      new ModuleFederationPlugin(federationOptions(app, mode)),
      ...(withHtml
        ? [
            new HtmlWebpackPlugin({
              // A remote's standalone page needs nothing of its own, so the remotes share one.
              template: isShell
                ? path.join(app.dir, 'src/index.html')
                : path.join(__dirname, 'standalone.html'),
              title: `${app.name} · CarClub (standalone)`,
              scriptLoading: 'defer',
              inject: 'body',
            }),
          ]
        : []),
      ...(isShell
        ? [
            new EmitFilesPlugin({
              'theme-init.js': require.resolve('@carclub/ui/theme-init.js', { paths: [app.dir] }),
              'favicon.svg': path.join(app.dir, 'public/favicon.svg'),
            }),
          ]
        : []),
      ...(isDev
        ? []
        : [
            new PrecompressPlugin(),
            new MiniCssExtractPlugin({
              filename: isShell
                ? 'static/[name].[contenthash:8].css'
                : '[name].[contenthash:8].css',
              chunkFilename: isShell
                ? 'static/[name].[contenthash:8].css'
                : '[name].[contenthash:8].css',
            }),
          ]),
    ],
    // Named chunk ids keep each shared package recognisable in the network log (the e2e one-copy
    // check relies on it) at the cost of slightly longer file names.
    optimization: {
      chunkIds: 'named',
      // SWC's minifier, not webpack's default terser (two compress passes): the garage remote
      // built in 11 s instead of 21 s on the 2-core machine, its Brotli copies 0.1 % smaller
      // (2026-11-28). `pnpm start` after a change, and every CI run, build all six apps.
      minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })],
      splitChunks: {
        cacheGroups: {
          // Below webpack's minimum chunk size, a shared package's files were copied into two
          // chunks, the one the app provides and its own consume's fallback: one chunk serves both.
          sharedPackages: {
            test: fromSharedPackage,
            chunks: 'async',
            minChunks: 2,
            minSize: 0,
            reuseExistingChunk: true,
          },
          // The shell's styles, its share of @carclub/ui's included, in one stylesheet its HTML
          // links: a page the server rendered is styled before any script runs.
          ...(isShell &&
            !isDev && {
              styles: { name: 'styles', type: 'css/mini-extract', chunks: 'all', enforce: true },
            }),
        },
      },
    },
    performance: { hints: false },
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
    devServer: isDev
      ? {
          port: app.devPort,
          host: 'localhost',
          hot: true,
          historyApiFallback: true,
          // The shell on another port fetches this remote's manifest and chunks.
          headers: { 'Access-Control-Allow-Origin': '*' },
          proxy: apiOrigin ? [{ context: ['/api', '/config.js'], target: apiOrigin }] : [],
          client: { overlay: { errors: true, warnings: false } },
        }
      : undefined,
  };
}
