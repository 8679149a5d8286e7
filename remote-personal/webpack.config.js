const { createConfig, readPackage } = require('../tools/webpack/create-config.cjs');

const pkg = readPackage(__dirname);

/** Each route of this area is one exposed screen: `./<module>` → `src/<module>/`. */
const exposes = {
  './personal': './src/personal/index.ts',
  './reset-password': './src/reset-password/index.ts',
  './trade-password': './src/trade-password/index.ts',
  './bind-account': './src/bind-account/index.ts',
  './bind-info': './src/bind-info/index.ts',
};

module.exports = (env, argv) =>
  createConfig(
    {
      kind: 'remote',
      dir: __dirname,
      name: 'remote_personal',
      area: 'personal',
      version: pkg.version,
      exposes,
      title: 'Personal area (standalone)',
    },
    { mode: argv.mode, standalone: Boolean(env.standalone) },
  );
