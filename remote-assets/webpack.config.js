const { createConfig, readPackage } = require('../tools/webpack/create-config.cjs');

const pkg = readPackage(__dirname);

/** Each route of this area is one exposed screen: `./<module>` → `src/<module>/`. */
const exposes = {
  './assets': './src/assets/index.ts',
  './deposit': './src/deposit/index.ts',
  './coinlog': './src/coinlog/index.ts',
};

module.exports = (env, argv) =>
  createConfig(
    {
      kind: 'remote',
      dir: __dirname,
      name: 'remote_assets',
      area: 'assets',
      version: pkg.version,
      exposes,
      title: 'Assets area (standalone)',
    },
    { mode: argv.mode, standalone: Boolean(env.standalone) },
  );
