package web

import (
	"compress/gzip"
	"io"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"net/url"
	"path"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// get sends one request to the playground handler and returns the response with
// its body read.
func get(t *testing.T, h http.Handler, method, target string, header http.Header) (*http.Response, string) {
	t.Helper()
	req := httptest.NewRequest(method, target, nil)
	for k, vs := range header {
		req.Header[k] = vs
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	res := rec.Result()
	body, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatalf("%s %s: read body: %v", method, target, err)
	}
	return res, string(body)
}

var attrRE = regexp.MustCompile(`\s(src|href)\s*=\s*["']([^"']*)["']`)

// references returns the src and href attribute values of an HTML page.
func references(page string) []string {
	var refs []string
	for _, m := range attrRE.FindAllStringSubmatch(page, -1) {
		refs = append(refs, m[2])
	}
	return refs
}

func TestPlaygroundServesPageAtRoot(t *testing.T) {
	res, body := get(t, Playground(), http.MethodGet, "/", nil)
	if res.StatusCode != http.StatusOK {
		t.Fatalf("GET /: status = %d, want 200", res.StatusCode)
	}
	if ct := res.Header.Get("Content-Type"); !strings.HasPrefix(ct, "text/html") {
		t.Errorf("GET /: Content-Type = %q, want text/html", ct)
	}
	if cc := res.Header.Get("Cache-Control"); cc != "no-cache" {
		t.Errorf("GET /: Cache-Control = %q, want no-cache (the page names the current bundles)", cc)
	}
	if !strings.Contains(body, `id="graphiql"`) {
		t.Errorf("GET /: page has no element with id graphiql for GraphiQL to render into")
	}
}

func TestPlaygroundServesReferencedBundles(t *testing.T) {
	h := Playground()
	_, page := get(t, h, http.MethodGet, "/", nil)
	wantType := map[string]string{".js": "text/javascript", ".css": "text/css"}
	seen := map[string]bool{}
	for _, ref := range references(page) {
		if strings.HasPrefix(ref, "data:") {
			continue
		}
		ext := path.Ext(ref)
		t.Run(path.Base(ref), func(t *testing.T) {
			if !strings.HasPrefix(ref, "/static/playground/") {
				t.Fatalf("page references %q, want a path under /static/playground/", ref)
			}
			res, body := get(t, h, http.MethodGet, ref, nil)
			if res.StatusCode != http.StatusOK {
				t.Fatalf("GET %s: status = %d, want 200", ref, res.StatusCode)
			}
			if ct := res.Header.Get("Content-Type"); wantType[ext] == "" || !strings.HasPrefix(ct, wantType[ext]) {
				t.Errorf("GET %s: Content-Type = %q, want %q", ref, ct, wantType[ext])
			}
			if cc := res.Header.Get("Cache-Control"); !strings.Contains(cc, "immutable") {
				t.Errorf("GET %s: Cache-Control = %q, want a long-lived immutable one", ref, cc)
			}
			if len(body) < 1000 {
				t.Errorf("GET %s: body is %d bytes, want a whole bundle", ref, len(body))
			}
		})
		seen[ext] = true
	}
	if !seen[".js"] || !seen[".css"] {
		t.Errorf("page references bundles %v, want one script and one stylesheet", seen)
	}
}

func TestPlaygroundBundleTalksToGraphQLEndpoint(t *testing.T) {
	h := Playground()
	_, page := get(t, h, http.MethodGet, "/", nil)
	var script string
	for _, ref := range references(page) {
		if path.Ext(ref) == ".js" {
			_, script = get(t, h, http.MethodGet, ref, nil)
		}
	}
	for _, want := range []string{`"/graphql"`, "/graphql`", "matches(first: 10)", "chain {"} {
		if !strings.Contains(script, want) {
			t.Errorf("playground script does not contain %q", want)
		}
	}
}

func TestPlaygroundGzipsBundlesForClientsThatAcceptIt(t *testing.T) {
	h := Playground()
	_, page := get(t, h, http.MethodGet, "/", nil)
	var script string
	for _, ref := range references(page) {
		if path.Ext(ref) == ".js" {
			script = ref
		}
	}
	_, plain := get(t, h, http.MethodGet, script, nil)
	tests := []struct {
		accept   string
		wantGzip bool
	}{
		{"", false},
		{"gzip, deflate, br", true},
		{"br;q=1.0, GZIP;q=0.5", true},
		{"gzip;q=0", false},
		{"identity", false},
	}
	for _, tt := range tests {
		res, body := get(t, h, http.MethodGet, script, http.Header{"Accept-Encoding": {tt.accept}})
		if got := res.Header.Get("Content-Encoding") == "gzip"; got != tt.wantGzip {
			t.Errorf("GET %s with Accept-Encoding %q: gzipped = %v, want %v", script, tt.accept, got, tt.wantGzip)
			continue
		}
		if !strings.Contains(res.Header.Get("Vary"), "Accept-Encoding") {
			t.Errorf("GET %s: Vary = %q, want Accept-Encoding", script, res.Header.Get("Vary"))
		}
		if !tt.wantGzip {
			continue
		}
		zr, err := gzip.NewReader(strings.NewReader(body))
		if err != nil {
			t.Fatalf("GET %s gzipped: %v", script, err)
		}
		unzipped, err := io.ReadAll(zr)
		if err != nil {
			t.Fatalf("GET %s gzipped: %v", script, err)
		}
		if string(unzipped) != plain {
			t.Errorf("GET %s gzipped: %d bytes unzipped, differs from the %d plain bytes", script, len(unzipped), len(plain))
		}
		if len(body) >= len(plain) {
			t.Errorf("GET %s gzipped: %d bytes, want fewer than the %d plain bytes", script, len(body), len(plain))
		}
	}
}

func TestPlaygroundRevalidates(t *testing.T) {
	h := Playground()
	res, _ := get(t, h, http.MethodGet, "/", nil)
	etag := res.Header.Get("ETag")
	if etag == "" {
		t.Fatal("GET /: no ETag")
	}
	res, body := get(t, h, http.MethodGet, "/", http.Header{"If-None-Match": {etag}})
	if res.StatusCode != http.StatusNotModified || body != "" {
		t.Errorf("GET / with If-None-Match %s: status = %d with %d bytes, want 304 and no body", etag, res.StatusCode, len(body))
	}
}

func TestPlaygroundRejectsOtherRequests(t *testing.T) {
	h := Playground()
	tests := []struct {
		method, target string
		want           int
	}{
		{http.MethodGet, "/index.html", http.StatusNotFound},
		{http.MethodGet, "/graphql", http.StatusNotFound},
		{http.MethodGet, "/static/playground/", http.StatusNotFound},
		{http.MethodGet, "/static/playground/index.html", http.StatusNotFound},
		{http.MethodGet, "/static/playground/missing.js", http.StatusNotFound},
		{http.MethodGet, "/static/playground/../playground/index.html", http.StatusNotFound},
		{http.MethodGet, "/static/", http.StatusNotFound},
		{http.MethodPost, "/", http.StatusMethodNotAllowed},
		{http.MethodHead, "/", http.StatusOK},
	}
	for _, tt := range tests {
		res, _ := get(t, h, tt.method, tt.target, nil)
		if res.StatusCode != tt.want {
			t.Errorf("%s %s: status = %d, want %d", tt.method, tt.target, res.StatusCode, tt.want)
		}
	}
}

// linkOnlyHosts are hosts the bundled libraries mention without loading anything
// from them: XML namespaces, links a person may click, and URLs inside error
// messages. A new host here needs a look at how the bundle uses it.
var linkOnlyHosts = []string{
	"www.w3.org",       // SVG and XHTML namespaces
	"github.com",       // GraphiQL's logo link and upgrade hints
	"reactjs.org",      // React's production error decoder, named in messages
	"yarnpkg.com",      // a hint in a dependency's error message
	"codemirror.net",   // link to the keymap manual in the settings dialog
	"commonmark.org",   // in the GraphQL introspection descriptions
	"en.wikipedia.org", // in the GraphQL introspection descriptions
}

var (
	hostRE    = regexp.MustCompile(`//[a-z0-9.-]+\.[a-z]{2,}`)
	cssLoadRE = regexp.MustCompile(`(?i)(?:url\(\s*["']?|@import\s+(?:url\(\s*)?["']?)([^"')\s;]*)`)
	cdnHosts  = []string{"unpkg.com", "jsdelivr.net", "cdnjs.cloudflare.com", "fonts.googleapis.com",
		"fonts.gstatic.com", "esm.sh", "cdn.skypack.dev", "ajax.googleapis.com"}
	jsLoaders = []string{"import(", "importscripts(", "fetch(", "worker(", ".src="}
)

// externalLoads returns what a built file would load from a host other than the
// one serving the playground.
func externalLoads(name, body string) []string {
	var found []string
	lower := strings.ToLower(body)
	for _, host := range cdnHosts {
		if strings.Contains(lower, host) {
			found = append(found, "CDN host "+host)
		}
	}
	switch path.Ext(name) {
	case ".html":
		for _, ref := range references(body) {
			if !isLocal(ref) {
				found = append(found, "attribute "+ref)
			}
		}
		found = append(found, cssLoads(body)...)
	case ".css":
		found = append(found, cssLoads(body)...)
	case ".js":
		// Every host named in the script is either one of linkOnlyHosts or a
		// finding, and so is any URL handed straight to a loader.
		for _, loc := range hostRE.FindAllStringIndex(lower, -1) {
			host := lower[loc[0]+2 : loc[1]]
			before := strings.Join(strings.Fields(lower[max(0, loc[0]-24):loc[0]]), "")
			switch {
			case !slices.Contains(linkOnlyHosts, host):
				found = append(found, "URL host "+host)
			case slices.ContainsFunc(jsLoaders, func(l string) bool { return strings.Contains(before, l) }):
				found = append(found, "script load from "+host)
			}
		}
	}
	return found
}

// cssLoads returns the url() and @import targets of a stylesheet that are not
// local.
func cssLoads(css string) []string {
	var found []string
	for _, m := range cssLoadRE.FindAllStringSubmatch(css, -1) {
		if !isLocal(m[1]) {
			found = append(found, "stylesheet reference "+m[1])
		}
	}
	return found
}

// isLocal reports whether a reference in a page or stylesheet stays on the
// serving host: a path, a fragment or inline data.
func isLocal(ref string) bool {
	if strings.HasPrefix(ref, "//") || strings.HasPrefix(ref, `\\`) {
		return false
	}
	u, err := url.Parse(ref)
	if err != nil {
		return false
	}
	return u.Scheme == "" || u.Scheme == "data"
}

func TestBuiltAssetsLoadNothingFromOtherHosts(t *testing.T) {
	files := 0
	err := fs.WalkDir(Assets(), ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		files++
		body, err := fs.ReadFile(Assets(), name)
		if err != nil {
			return err
		}
		for _, load := range externalLoads(name, string(body)) {
			t.Errorf("%s: %s (bundle it instead, or add the host to linkOnlyHosts if nothing is loaded from it)", name, load)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if files == 0 {
		t.Fatal("web/dist is empty: run cd web/playground && npm ci && npm run build")
	}
}

// TestExternalLoadsCatchesCDNs shows the check above fails on the ways a
// page usually ends up fetching from a CDN.
func TestExternalLoadsCatchesCDNs(t *testing.T) {
	tests := []struct {
		name, body string
		want       bool
	}{
		{"index.html", `<script src="https://example.net/graphiql.min.js"></script>`, true},
		{"index.html", `<link rel="stylesheet" href="//example.net/graphiql.css">`, true},
		{"index.html", `<style>@import url("https://example.net/font.css");</style>`, true},
		{"index.html", `<link rel="icon" href="data:,"><script src="/static/playground/a.js"></script>`, false},
		{"a.css", `@import "https://example.net/font.css";`, true},
		{"a.css", `@font-face{src:url(https://example.net/f.woff2)}`, true},
		{"a.css", `@font-face{src:url(data:font/woff2;base64,AAAA)}.x{background:url(/static/playground/x.png)}`, false},
		{"a.js", `fetch("https://example.net/schema.json")`, true},
		{"a.js", `import("https://esm.sh/graphql-ws")`, true},
		{"a.js", `const s="https://cdn.jsdelivr.net/npm/graphiql";`, true},
		{"a.js", `fetch( "https://github.com/x.json")`, true},
		{"a.js", `document.createElementNS("http://www.w3.org/2000/svg","svg");fetch("/graphql")`, false},
	}
	for _, tt := range tests {
		got := externalLoads(tt.name, tt.body)
		if (len(got) > 0) != tt.want {
			t.Errorf("externalLoads(%q, %q) = %q, want found = %v", tt.name, tt.body, got, tt.want)
		}
	}
}

// explorerMux mounts the explorer beside the playground the way the server does.
func explorerMux() *http.ServeMux {
	mux := http.NewServeMux()
	mux.Handle("/explore", Explorer())
	mux.Handle("/explore/", Explorer())
	mux.Handle("/static/explorer/", Explorer())
	mux.Handle("/", Playground())
	return mux
}

func TestExplorerServesPageAtEveryRoute(t *testing.T) {
	h := explorerMux()
	for _, target := range []string{
		"/explore",
		"/explore/",
		"/explore/match/arsenal~chelsea@2024-05-04",
		"/explore/player/arsenal/bukayo-saka",
		"/explore/club/arsenal?by=assists",
		"/explore/search?q=saka",
		"/explore/ingest",
		"/explore/no/such/page",
	} {
		res, body := get(t, h, http.MethodGet, target, nil)
		if res.StatusCode != http.StatusOK {
			t.Errorf("GET %s: status = %d, want 200", target, res.StatusCode)
			continue
		}
		if ct := res.Header.Get("Content-Type"); !strings.HasPrefix(ct, "text/html") {
			t.Errorf("GET %s: Content-Type = %q, want text/html", target, ct)
		}
		if cc := res.Header.Get("Cache-Control"); cc != "no-cache" {
			t.Errorf("GET %s: Cache-Control = %q, want no-cache (the page names the current bundles)", target, cc)
		}
		if !strings.Contains(body, `id="app"`) || !strings.Contains(body, "/static/explorer/") {
			t.Errorf("GET %s: not the explorer page (no #app or no /static/explorer/ bundle):\n%s", target, body)
		}
	}
}

func TestExplorerLeavesTheRootToThePlayground(t *testing.T) {
	h := explorerMux()
	_, root := get(t, h, http.MethodGet, "/", nil)
	_, explore := get(t, h, http.MethodGet, "/explore", nil)
	if !strings.Contains(root, `id="graphiql"`) {
		t.Errorf("GET / beside the explorer: not the playground page:\n%s", root)
	}
	if root == explore {
		t.Errorf("GET / and GET /explore return the same page")
	}
	if res, _ := get(t, Explorer(), http.MethodGet, "/", nil); res.StatusCode != http.StatusNotFound {
		t.Errorf("Explorer GET /: status = %d, want 404", res.StatusCode)
	}
}

func TestExplorerServesReferencedBundles(t *testing.T) {
	h := explorerMux()
	_, page := get(t, h, http.MethodGet, "/explore/player/arsenal/bukayo-saka", nil)
	wantType := map[string]string{".js": "text/javascript", ".css": "text/css"}
	seen := map[string]bool{}
	for _, ref := range references(page) {
		if strings.HasPrefix(ref, "data:") {
			continue
		}
		ext := path.Ext(ref)
		t.Run(path.Base(ref), func(t *testing.T) {
			if !strings.HasPrefix(ref, "/static/explorer/") {
				t.Fatalf("page references %q, want an absolute path under /static/explorer/ (the page is served at many paths)", ref)
			}
			res, body := get(t, h, http.MethodGet, ref, http.Header{"Accept-Encoding": {"gzip"}})
			if res.StatusCode != http.StatusOK {
				t.Fatalf("GET %s: status = %d, want 200", ref, res.StatusCode)
			}
			if ct := res.Header.Get("Content-Type"); wantType[ext] == "" || !strings.HasPrefix(ct, wantType[ext]) {
				t.Errorf("GET %s: Content-Type = %q, want %q", ref, ct, wantType[ext])
			}
			if cc := res.Header.Get("Cache-Control"); !strings.Contains(cc, "immutable") {
				t.Errorf("GET %s: Cache-Control = %q, want a long-lived immutable one", ref, cc)
			}
			if ce := res.Header.Get("Content-Encoding"); ce != "gzip" {
				t.Errorf("GET %s with Accept-Encoding gzip: Content-Encoding = %q, want gzip", ref, ce)
			}
			// A bundle for a phone on a slow line: well under a megabyte.
			if len(body) > 300<<10 {
				t.Errorf("GET %s: %d bytes gzipped, want under 300 KiB", ref, len(body))
			}
		})
		seen[ext] = true
	}
	if !seen[".js"] || !seen[".css"] {
		t.Errorf("page references bundles %v, want one script and one stylesheet", seen)
	}
}

func TestExplorerBundleUsesThePublicAPI(t *testing.T) {
	h := explorerMux()
	_, page := get(t, h, http.MethodGet, "/explore", nil)
	var script string
	for _, ref := range references(page) {
		if path.Ext(ref) == ".js" {
			_, script = get(t, h, http.MethodGet, ref, nil)
		}
	}
	for _, want := range []string{`"/graphql"`, "ingestReport(input: $input)", "subscription ReportIngested",
		"passedTo { count to {", "chain {", "source { sentence"} {
		if !strings.Contains(script, want) {
			t.Errorf("explorer script does not contain %q", want)
		}
	}
}

func TestExplorerRejectsOtherRequests(t *testing.T) {
	h := explorerMux()
	tests := []struct {
		method, target string
		want           int
	}{
		{http.MethodGet, "/explorer", http.StatusNotFound},
		{http.MethodGet, "/static/explorer/", http.StatusNotFound},
		{http.MethodGet, "/static/explorer/index.html", http.StatusNotFound},
		{http.MethodGet, "/static/explorer/missing.js", http.StatusNotFound},
		{http.MethodPost, "/explore", http.StatusMethodNotAllowed},
		{http.MethodPost, "/explore/ingest", http.StatusMethodNotAllowed},
		{http.MethodHead, "/explore/match/x", http.StatusOK},
	}
	for _, tt := range tests {
		res, _ := get(t, h, tt.method, tt.target, nil)
		if res.StatusCode != tt.want {
			t.Errorf("%s %s: status = %d, want %d", tt.method, tt.target, res.StatusCode, tt.want)
		}
	}
}
