const { createWebpackConfig } = require('shared/build/webpack.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  title: 'Settings (mfe-settings dev harness)',
  exposes: { './routes': './src/routes.tsx' },
});
