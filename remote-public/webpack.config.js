const { createConfig, readPackage } = require('../tools/webpack/create-config.cjs');

const pkg = readPackage(__dirname);

/** Each route of this area is one exposed screen: `./<module>` → `src/<module>/`. */
const exposes = {
  './home': './src/home/index.ts',
  './notice': './src/notice/index.ts',
  './markets': './src/markets/index.ts',
  './login': './src/login/index.ts',
  './register': './src/register/index.ts',
  './forget-password': './src/forget-password/index.ts',
  './book': './src/book/index.ts',
  './ieo': './src/ieo/index.ts',
};

module.exports = (env, argv) =>
  createConfig(
    {
      kind: 'remote',
      dir: __dirname,
      name: 'remote_public',
      area: 'public',
      version: pkg.version,
      exposes,
      title: 'Public area (standalone)',
    },
    { mode: argv.mode, standalone: Boolean(env.standalone) },
  );
