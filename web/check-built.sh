#!/usr/bin/env bash
# Fails when the committed web/dist is not what its sources build to.
#
# Every web/<app>/ whose package.json has a build script builds into
# web/dist/<app>/ with `npm ci && npm run build` (web/e2e, the browser tests,
# has none). This script builds each one in a scratch copy
# (web/ itself is left alone) and compares the result with web/dist/<app>/.
# Needs Node 20+ and npm with access to the npm registry. CI runs it.
set -euo pipefail

web="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

mkdir -p "$scratch/web/dist"
status=0
for manifest in "$web"/*/package.json; do
	app="$(basename "$(dirname "$manifest")")"
	if ! node -e 'process.exit(require(process.argv[1]).scripts?.build ? 0 : 1)' "$manifest"; then
		continue
	fi
	echo "check-built: building web/$app"
	tar -C "$web" --exclude=node_modules -cf - "$app" | tar -C "$scratch/web" -xf -
	(
		cd "$scratch/web/$app"
		npm ci --no-audit --no-fund --loglevel=error
		npm run build --silent >/dev/null
	)
	if [ ! -d "$scratch/web/dist/$app" ]; then
		echo "check-built: web/$app did not build into web/dist/$app" >&2
		status=1
		continue
	fi
	if ! diff -r "$web/dist/$app" "$scratch/web/dist/$app" >/dev/null 2>&1; then
		echo "check-built: web/dist/$app is stale; rebuild it and commit the result:" >&2
		echo "  cd web/$app && npm ci && npm run build" >&2
		diff -rq "$web/dist/$app" "$scratch/web/dist/$app" >&2 || true
		status=1
	else
		echo "check-built: web/dist/$app is up to date"
	fi
done
exit "$status"
