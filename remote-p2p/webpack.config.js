const { createConfig, readPackage } = require('../tools/webpack/create-config.cjs');

const pkg = readPackage(__dirname);

/** Each route of this area is one exposed screen: `./<module>` → `src/<module>/`. */
const exposes = {
  './legal-index': './src/legal-index/index.ts',
  './myshop': './src/myshop/index.ts',
};

module.exports = (env, argv) =>
  createConfig(
    {
      kind: 'remote',
      dir: __dirname,
      name: 'remote_p2p',
      area: 'p2p',
      version: pkg.version,
      exposes,
      title: 'P2P area (standalone)',
    },
    { mode: argv.mode, standalone: Boolean(env.standalone) },
  );
