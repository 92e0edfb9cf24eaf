// Builds the playground into ../dist/playground: index.html plus one JS and one CSS
// bundle whose names carry a hash of their content, so the Go server can let
// browsers cache them for good. The output depends only on the sources and the
// locked dependencies: running the build twice gives the same bytes.
import * as esbuild from 'esbuild';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(here, '..', 'dist', 'playground');

await rm(outdir, { recursive: true, force: true });
await mkdir(outdir, { recursive: true });

const result = await esbuild.build({
  absWorkingDir: here,
  entryPoints: [{ in: 'src/main.jsx', out: 'playground' }],
  entryNames: '[name]-[hash]',
  assetNames: '[name]-[hash]',
  outdir,
  bundle: true,
  minify: true,
  format: 'iife',
  target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  // Anything a stylesheet points at is copied next to the bundles, never fetched
  // from elsewhere.
  loader: { '.woff': 'file', '.woff2': 'file', '.ttf': 'file', '.svg': 'file', '.png': 'file' },
  metafile: true,
  logLevel: 'warning',
});

const outputs = Object.keys(result.metafile.outputs).map((p) => path.basename(p));
const script = outputs.find((name) => name.endsWith('.js'));
const style = outputs.find((name) => name.endsWith('.css'));
if (!script || !style) {
  throw new Error(`build: expected one .js and one .css output, got ${outputs.join(', ')}`);
}

const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>pitchgraph playground</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/static/playground/${style}">
</head>
<body>
<div id="graphiql">Loading the playground…</div>
<script src="/static/playground/${script}"></script>
</body>
</html>
`;
await writeFile(path.join(outdir, 'index.html'), html);

for (const name of [...outputs, 'index.html'].sort()) {
  console.log(`web/dist/playground/${name}`);
}
