const { createWebpackConfig } = require('shared/build/webpack.cjs');

module.exports = createWebpackConfig({ dir: __dirname, title: 'Admin Portal', pages: { 'auth/sign-in': './src/signIn.tsx' } });
