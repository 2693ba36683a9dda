// One webpack + Module Federation configuration for the shell and every remote, so that
// they always agree on what is shared and how it is built.
const fs = require('node:fs');
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');

/** Ports used in development and by the local production static server. */
const { PORTS, localRemotes, localRuntimeConfig } = require('./local-site.cjs');
const { containerName } = require('./container-name.cjs');
const { linguiSwcPlugin, SWC_PLUGIN_CACHE } = require('./lingui.cjs');
const { staticFrame } = require('./static-frame.cjs');

// What must exist once on the page is shared as singletons: the contract's modules and the packages
// of SINGLETONS (shared/build/contract.cjs says which and why; a change there is a contract release).
// Each subpath imported anywhere must be listed: a bare key does not cover its subpaths.
// @mui/material is not shared as one package: it cannot be tree shaken so (it was a third of the
// first load). The components the first screens draw come from the contract's kit
// (shared/platform/ui/mui), the shell's copies; each module bundles the rest it uses, drawing it with
// the shell's styling core where the shell's MUI is the very same (see sharedModules).
// The theme reaches every remote through the one @emotion/react ThemeContext the components read
// it from. MUI's own contexts (theme default props, RTL) stay per module: keep the portal theme to
// palette, shape and typography. react-router-dom is not shared for the same reason:
// the one router is the shared module shared/platform/routing/router (see there). Nor is zod: shared it
// loads whole (88 KB gzip); bundled, each module keeps the 24 KB it uses, and only where it is used.
const { SINGLETONS, contractRequests, readContract } = require('./contract.cjs');

/**
 * The files of @mui/material shared by their path (see sharedModules). A module's own copy of one
 * is imported through `alias`, which names the package's folder: its package exports list no files.
 */
const MUI_FILES = {
  prefix: '@mui/material/',
  alias: 'mui-material-files',
  // Matched against a file's path from the package folder, or the whole path of its file (the
  // federation plugin checks both). Named folders and files only: every file matching that the shell's
  // build meets is kept whole in its entry, used or not (whole folders of styles and utils, or colors,
  // were 15 KB brotli more on every screen); and not utils' createSvgIcon, which passes SvgIcon's on.
  include:
    /(?:^|\/@mui\/material\/)(?:(?:zero-styled|DefaultPropsProvider|transitions|ButtonBase|IconButton|Typography|Paper|List|CircularProgress|useLazyRipple)\/[^/]+|styles\/(?:styled|useTheme|rootShouldForwardProp|slotShouldForwardProp|defaultTheme|identifier|getOverlayAlpha)|utils\/(?:memoTheme|capitalize|createSimplePaletteValueFilter|useSlot))\.mjs$/,
};

/**
 * Stateful libraries, plus the platform contract (`shared/platform/...`): each of its modules one
 * copy for the whole portal, at the contract's version. Everything else in `shared` is a build-time
 * library that each module bundles as it was when built.
 * `eager` (the shell): its copies travel in its entry file, since every signed-in page runs all of
 * them; lazily, each was a file of its own, twenty round trips before the first screen. A remote's
 * copies stay lazy: fetched only where the shell provides no fitting version.
 */
function sharedModules(packageJson, { eager = false } = {}) {
  const deps = { ...packageJson.devDependencies, ...packageJson.dependencies };
  const config = {};
  for (const [request, pkg] of Object.entries(SINGLETONS)) {
    const version = deps[pkg];
    if (!version) throw new Error(`${packageJson.name}: ${pkg} must be a dependency to be shared`);
    config[request] = { singleton: true, eager, requiredVersion: `^${version.replace(/^[\^~]/, '')}` };
  }
  // The icons' one way into MUI: each draws through createSvgIcon from @mui/material/SvgIcon, with the
  // styling core it brings. Shared only between modules built with the very same MUI (not a
  // singleton: a module built with another version draws its icons with its own copy).
  const mui = deps['@mui/material'];
  if (!mui) throw new Error(`${packageJson.name}: @mui/material must be a dependency to be shared`);
  config['@mui/material/SvgIcon'] = { singleton: false, eager, requiredVersion: mui.replace(/^[\^~]/, '') };
  // MUI's styling core (styled, the default theme, default props) and the parts of the kit's
  // components that MUI's other components are built on: a module's own MUI components reach them
  // by relative imports inside @mui/material, which no package name matches, so each module carried
  // a second copy (about 28 KB brotli of the list screen's first load). Shared file by file, under
  // their path in the package, between modules built with the very same MUI, like the icons' entry
  // above; each file comes from the module's own copy where the shell has none of that version.
  // Only these folders: a shared file is kept whole and costs the federation runtime a lookup.
  config[MUI_FILES.prefix] = {
    singleton: false,
    eager,
    requiredVersion: mui.replace(/^[\^~]/, ''),
    request: MUI_FILES.prefix,
    shareKey: MUI_FILES.prefix,
    import: `${MUI_FILES.alias}/`,
    allowNodeModulesSuffixMatch: true,
    include: { request: MUI_FILES.include },
  };
  // Each contract module is listed by name, so the shell provides every one of them even where it
  // does not import it. A module built against a newer contract (^ its version) than the shell
  // provides is refused at load time (strictVersion); the shell shows that as "needs a newer portal".
  const { version } = readContract();
  for (const request of contractRequests()) {
    config[request] = { singleton: true, eager, strictVersion: true, requiredVersion: `^${version}`, version };
  }
  return config;
}

/**
 * Emits every file of `public/` beside the build, unhashed, and `generated` (file name -> JSON value):
 * the shell's config.json and remotes.json for a local portal, derived from the ports.
 */
class EmitPublicFilesPlugin {
  constructor(dir, generated = {}) {
    this.dir = dir;
    this.generated = generated;
  }
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('EmitPublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EmitPublicFilesPlugin', stage: compilation.constructor.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const [file, value] of Object.entries(this.generated)) compilation.emitAsset(file, new RawSource(`${JSON.stringify(value, null, 2)}\n`));
        if (!fs.existsSync(this.dir)) return;
        for (const file of fs.readdirSync(this.dir)) {
          const full = path.join(this.dir, file);
          compilation.fileDependencies.add(full);
          compilation.emitAsset(file, new RawSource(fs.readFileSync(full)));
        }
      });
    });
  }
}

/**
 * One federation runtime for the whole portal: the shell provides its copy (on the global
 * `_FEDERATION_RUNTIME_CORE`) and a remote's production container uses that one instead of carrying
 * its own (remoteEntry.js about 25 KB brotli less each). A remote is therefore loadable only by a
 * host that provides the runtime, which every shell build does; its development harness is a host
 * of its own, so it keeps the runtime inside. All of it runs in browsers only (`target: 'web'`).
 */
function federationRuntime(isHost, production) {
  const optimization = { target: 'web' };
  if (isHost) return { provideExternalRuntime: true, optimization };
  return { externalRuntime: production, optimization };
}

/**
 * Where modules are looked up. React Router 7's package exports name its development build in
 * every mode (remix-run/react-router#12532, #14102), so production builds are pointed at its
 * production files (no dev warnings or checks: a search's repaint spent 2-3% in them).
 */
function resolveOptions(dir, production) {
  const extensions = ['.tsx', '.ts', '.js', '.mjs'];
  const muiFolder = path.dirname(require.resolve('@mui/material/package.json', { paths: [dir] }));
  const alias = { '@module-federation/runtime-tools/runtime-core$': federationRuntimeCoreModule(), [MUI_FILES.alias]: muiFolder };
  if (!production) return { extensions, alias };
  const routerDom = path.dirname(require.resolve('react-router-dom/package.json', { paths: [path.join(__dirname, '..')] }));
  const router = path.join(path.dirname(require.resolve('react-router/package.json', { paths: [routerDom] })), 'dist/production');
  return { extensions, alias: { ...alias, 'react-router$': path.join(router, 'index.mjs'), 'react-router/dom$': path.join(router, 'dom-export.mjs') } };
}

/**
 * The federation runtime as ES modules, for every request of it. The plugin that provides the
 * shell's runtime to the remotes is CommonJS and asked for the CommonJS build, while the shell's own
 * federation imports the ES build: main.js carried both (8.5 KB brotli more).
 */
function federationRuntimeCoreModule() {
  const enhanced = path.dirname(require.resolve('@module-federation/enhanced/webpack'));
  const commonJs = require.resolve('@module-federation/runtime-tools/runtime-core', { paths: [enhanced] });
  return commonJs.replace(/\.cjs$/, '.js');
}

/** TypeScript and JSX through swc, for every build. */
const typeScriptRule = (production) => ({
  test: /\.tsx?$/,
  exclude: /node_modules/,
  use: {
    loader: require.resolve('swc-loader'),
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
        target: 'es2022',
        experimental: { plugins: [linguiSwcPlugin()], cacheRoot: SWC_PLUGIN_CACHE },
      },
    },
  },
});

/**
 * A page served at `/<page>` on its own, built without Module Federation (it neither provides nor
 * consumes shared modules): dist/<page>.html and its hashed scripts beside it. The shell's
 * stand-alone sign-in page is one; its first load carries only what it shows.
 */
/**
 * Production maps are written beside the bundles for whoever runs the site (error reports, a
 * debugging session) but not referenced from them, and the static server never serves a .map
 * (tooling/src/serve-static.mjs): the portal's source is not published to every visitor.
 */
const devtool = (production) => (production ? 'hidden-source-map' : 'eval-cheap-module-source-map');

function pageConfig({ dir, packageName, page, entry, title, production }) {
  const folder = path.dirname(page);
  const name = path.basename(page);
  return {
    name: page,
    context: dir,
    mode: production ? 'production' : 'development',
    devtool: devtool(production),
    entry: { [name]: entry },
    output: {
      path: path.join(dir, 'dist', folder),
      publicPath: `/${folder}/`,
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: `${containerName(packageName)}_${containerName(name)}`,
      clean: true,
    },
    resolve: resolveOptions(dir, production),
    module: { rules: [typeScriptRule(production)] },
    plugins: [
      new HtmlWebpackPlugin({ title, templateContent: pageTemplate, filename: `${name}.html` }),
      ...require('./compression.cjs').precompressedAssets(production),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** The checkout's commit; null outside a git checkout. */
function gitCommit() {
  try {
    return (
      require('node:child_process')
        .execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
        .trim() || null
    );
  } catch {
    return null;
  }
}

/**
 * A remote's manifest says when it was built and from which commit (`metaData.buildInfo.buildTime`,
 * `.commit`; null outside a git checkout): the Modules tab shows them for a build registered
 * without (the `initial` builds the portal starts with).
 */
function stampBuildInfo({ stats }) {
  const commit = gitCommit();
  stats.metaData.buildInfo = { ...stats.metaData.buildInfo, buildTime: new Date().toISOString(), commit };
  return stats;
}

/**
 * @param {object} options
 * @param {string} options.dir the package folder (__dirname of its webpack.config.js)
 * @param {Record<string,string>} [options.exposes] remotes: what the container exposes
 * @param {string} [options.title] page title of the shell or of a remote's dev harness
 * @param {Record<string,string>} [options.pages] the shell: stand-alone pages (URL path without the
 *   leading slash -> entry), built beside the portal; the static servers answer `/<page>` with them
 */
function createWebpackConfig({ dir, exposes, title, pages = {} }) {
  const packageJson = require(path.join(dir, 'package.json'));
  const isHost = !exposes;
  return (_env, argv) => {
    const production = argv.mode === 'production';
    // A remote's own page (its dev harness) is for development only; production ships the container.
    const withPage = isHost || !production;
    const pageFolders = [...new Set(Object.keys(pages).map((page) => `${path.dirname(page)}/`))];
    const portal = {
      context: dir,
      mode: production ? 'production' : 'development',
      devtool: devtool(production),
      entry: withPage ? { main: './src/index.ts' } : {},
      output: {
        path: path.join(dir, 'dist'),
        // The host serves deep links (/auth/sign-in) from one index.html; remotes resolve from their own URL.
        publicPath: isHost ? '/' : 'auto',
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:8].js',
        uniqueName: containerName(packageJson.name),
        // The stand-alone pages' builds write into their own folders of dist.
        clean: { keep: (asset) => pageFolders.some((folder) => asset.startsWith(folder)) },
      },
      resolve: resolveOptions(dir, production),
      module: { rules: [typeScriptRule(production)] },
      plugins: [
        new ModuleFederationPlugin({
          name: containerName(packageJson.name),
          filename: isHost ? undefined : 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedModules(packageJson, { eager: isHost }),
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: isHost ? false : { fileName: 'mf-manifest.json', additionalData: stampBuildInfo },
          runtimePlugins: isHost ? [require.resolve(path.join(dir, 'src/app/remotes/fallbackRuntimePlugin.ts'))] : [],
          experiments: federationRuntime(isHost, production),
        }),
        withPage &&
          new HtmlWebpackPlugin({
            title: title ?? packageJson.name,
            templateContent: pageTemplate,
            chunks: ['main'],
            startupFiles: isHost ? Object.keys(shellFiles()) : [],
            // The shell's start-up: its bootstrap, the entry's async boundary, and Firebase Auth, which
            // the bootstrap asks for without waiting. (Its layout is fetched beside Firebase's session
            // check anyway; preloaded too, it only slowed main.js down.)
            preloadedChunkGroups: isHost ? ['bootstrap', 'firebase-auth'] : [],
            staticFrame: isHost ? staticFrame(dir) : null,
          }),
        new EmitPublicFilesPlugin(path.join(dir, 'public'), isHost ? shellFiles() : {}),
        // A remote's dev harness runs against the local portal, configured as the shell's config.json.
        !isHost &&
          !production && {
            apply: (compiler) => new compiler.webpack.DefinePlugin({ __LOCAL_RUNTIME_CONFIG__: JSON.stringify(localRuntimeConfig()) }).apply(compiler),
          },
        ...require('./compression.cjs').precompressedAssets(production),
      ].filter(Boolean),
      devServer: {
        port: PORTS[packageJson.name],
        historyApiFallback: { rewrites: Object.keys(pages).map((page) => ({ from: new RegExp(`^/${page}$`), to: `/${page}.html` })) },
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { warnings: false, errors: true } },
      },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
    const standalonePages = Object.entries(pages).map(([page, entry]) => pageConfig({ dir, packageName: packageJson.name, page, entry, title, production }));
    return standalonePages.length ? [portal, ...standalonePages] : portal;
  };
}

/** The shell's start-up files for a local portal; another environment serves its own in their place. */
const shellFiles = () => ({ 'config.json': localRuntimeConfig(), 'remotes.json': localRemotes() });

// The shell's start-up files are fetched beside its script, not after it has run (one round trip
// less before the first screen); as="fetch" with crossorigin matches the shell's own fetch of them.
const preloadLinks = (files = []) => files.map((file) => `<link rel="preload" href="/${file}" as="fetch" crossorigin>\n`).join('');

/**
 * The scripts of the named chunk groups that the entry does not carry, each once. The shell's entry
 * only imports its bootstrap (the async boundary federation needs), whose files would otherwise be
 * asked for once main.js had arrived and run: a round trip and a wait later.
 */
function chunkGroupScripts(compilation, names = []) {
  const entryFiles = new Set(compilation.entrypoints.get('main')?.getFiles() ?? []);
  const files = names.flatMap((name) => {
    const group = compilation.namedChunkGroups.get(name);
    if (!group) throw new Error(`No chunk group named ${name} to preload: name its import (webpackChunkName)`);
    return group.getFiles();
  });
  return [...new Set(files)].filter((file) => file.endsWith('.js') && !entryFiles.has(file));
}
const scriptPreloadLinks = (files) => files.map((file) => `<link rel="preload" href="/${file}" as="script" fetchpriority="low">\n`).join('');

const frameStyle = (frame) => (frame ? `<style>${frame.css}</style>\n` : '');
const frameMarkup = (frame) => (frame ? `${frame.html}\n<script>${frame.script}</script>\n` : '');

const pageTemplate = ({ htmlWebpackPlugin, compilation }) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
${preloadLinks(htmlWebpackPlugin.options.startupFiles)}${scriptPreloadLinks(chunkGroupScripts(compilation, htmlWebpackPlugin.options.preloadedChunkGroups))}<title>${htmlWebpackPlugin.options.title}</title>
${frameStyle(htmlWebpackPlugin.options.staticFrame)}</head>
<body>
<noscript>The Admin Portal needs JavaScript.</noscript>
${frameMarkup(htmlWebpackPlugin.options.staticFrame)}<div id="root"></div>
</body>
</html>`;

module.exports = { createWebpackConfig, sharedModules, PORTS };
