// Builds the explorer into ../dist/explorer: index.html plus one JS and one CSS
// bundle whose names carry a hash of their content, so the Go server can let
// browsers cache them for good. The output depends only on the sources and the
// locked dependencies: running the build twice gives the same bytes.
import * as esbuild from 'esbuild';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(here, '..', 'dist', 'explorer');

await rm(outdir, { recursive: true, force: true });
await mkdir(outdir, { recursive: true });

const result = await esbuild.build({
  absWorkingDir: here,
  entryPoints: [{ in: 'src/main.jsx', out: 'explorer' }],
  entryNames: '[name]-[hash]',
  outdir,
  bundle: true,
  minify: true,
  format: 'iife',
  target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
  jsx: 'automatic',
  jsxImportSource: 'preact',
  // graphql-ws ships a browser build under the "browser" condition.
  platform: 'browser',
  metafile: true,
  logLevel: 'warning',
});

const outputs = Object.keys(result.metafile.outputs).map((p) => path.basename(p));
const script = outputs.find((name) => name.endsWith('.js'));
const style = outputs.find((name) => name.endsWith('.css'));
if (!script || !style) {
  throw new Error(`build: expected one .js and one .css output, got ${outputs.join(', ')}`);
}

// The page is served at /explore and at every /explore/... route, so it names
// its bundles by absolute path.
const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>pitchgraph explorer</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/static/explorer/${style}">
</head>
<body>
<div id="app"><p class="boot">Loading the explorer…</p></div>
<noscript>The explorer needs JavaScript. The GraphQL API is at /graphql.</noscript>
<script src="/static/explorer/${script}"></script>
</body>
</html>
`;
await writeFile(path.join(outdir, 'index.html'), html);

for (const name of [...outputs, 'index.html'].sort()) {
  const bytes = result.metafile.outputs[path.join(path.relative(here, outdir), name)]?.bytes;
  console.log(`web/dist/explorer/${name}${bytes ? ` (${Math.round(bytes / 1024)} KiB)` : ''}`);
}
