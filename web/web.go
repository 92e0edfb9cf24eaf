// Package web holds the browser assets of pitchgraph, built from the sources in
// web/*/ into web/dist and embedded in the binary, so the server needs neither
// Node nor any network access at run time.
//
// The built files are committed. After changing a source, rebuild its app with
//
//	cd web/playground && npm ci && npm run build
//	cd web/explorer && npm ci && npm run build
//
// and commit web/dist with the change; web/check-built.sh fails when the
// committed build and the sources disagree.
//
// [Playground] serves the GraphiQL playground at these URLs:
//
//	GET /                                     the playground page (index.html)
//	GET /static/playground/<name>-<hash>.js   its script
//	GET /static/playground/<name>-<hash>.css  its stylesheet
//
// [Explorer] serves the match explorer, the reference frontend of the API:
//
//	GET /explore, GET /explore/...           the explorer page (index.html); the
//	                                          browser shows /explore/match/<id>,
//	                                          /explore/player/<id>, ... itself
//	GET /static/explorer/<name>-<hash>.js    its script
//	GET /static/explorer/<name>-<hash>.css   its stylesheet
//
// Both pages talk to /graphql on the same host: queries and mutations by HTTP
// POST, subscriptions over a WebSocket (graphql-transport-ws). The asset names
// carry a hash of their content, so they are cached for a year; the pages
// themselves are revalidated on every load. Bundles go out gzipped to clients
// that accept it.
package web

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"embed"
	"encoding/base64"
	"io/fs"
	"net/http"
	"path"
	"strings"
	"sync"
	"time"
)

//go:embed dist
var dist embed.FS

// staticPrefix is where the playground's bundles are served.
const staticPrefix = "/static/playground/"

// Assets returns the built assets, rooted at web/dist: "playground/index.html" and
// the files next to it.
func Assets() fs.FS {
	sub, err := fs.Sub(dist, "dist")
	if err != nil {
		panic("web: " + err.Error()) // "dist" is a valid path: cannot happen
	}
	return sub
}

// Playground returns a handler serving the GraphiQL page at "/" and its bundles
// under "/static/playground/". Every other path is 404, so the handler can be
// mounted at "/" beside the API.
func Playground() http.Handler {
	return playground()
}

// playground is built once: compressing the bundles takes a moment.
var playground = sync.OnceValue(func() http.Handler {
	sub, err := fs.Sub(dist, "dist/playground")
	if err != nil {
		panic("web: " + err.Error()) // "dist/playground" is a valid path: cannot happen
	}
	h, err := newFileHandler(sub, staticPrefix)
	if err != nil {
		panic("web: " + err.Error()) // the files are embedded: cannot happen
	}
	return h
})

// The explorer's page and the prefix of its bundles.
const (
	explorerPath   = "/explore"
	explorerPrefix = "/static/explorer/"
)

// Explorer returns a handler serving the explorer page at "/explore" and at
// every path under "/explore/" (the routes the page handles in the browser),
// and its bundles under "/static/explorer/". Every other path is 404; mount it
// at those three patterns.
func Explorer() http.Handler {
	return explorer()
}

var explorer = sync.OnceValue(func() http.Handler {
	sub, err := fs.Sub(dist, "dist/explorer")
	if err != nil {
		panic("web: " + err.Error()) // "dist/explorer" is a valid path: cannot happen
	}
	h, err := newFileHandler(sub, explorerPrefix)
	if err != nil {
		panic("web: " + err.Error()) // the files are embedded: cannot happen
	}
	return &appHandler{files: h, base: explorerPath}
})

// appHandler serves a single-page app: its page at base and every path under
// it, its bundles as files serves them.
type appHandler struct {
	files *fileHandler
	base  string
}

func (h *appHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	p := r.URL.Path
	switch {
	case p == h.base || strings.HasPrefix(p, h.base+"/"):
		// files holds the page at "/".
		page := new(http.Request)
		*page = *r
		u := *r.URL
		u.Path, u.RawPath = "/", ""
		page.URL = &u
		h.files.ServeHTTP(w, page)
	case p == "/":
		http.NotFound(w, r) // the page is not this handler's to serve at the root
	default:
		h.files.ServeHTTP(w, r)
	}
}

// asset is one file ready to be served, as is and gzipped.
type asset struct {
	name         string
	body         []byte
	etag         string
	gzipBody     []byte // nil when compressing does not pay
	gzipETag     string
	contentType  string
	cacheControl string
}

// fileHandler serves a fixed set of files by exact URL path.
type fileHandler struct {
	assets map[string]asset
}

// newFileHandler serves index.html of files at "/" and every other file of
// files under prefix.
func newFileHandler(files fs.FS, prefix string) (*fileHandler, error) {
	h := &fileHandler{assets: make(map[string]asset)}
	err := fs.WalkDir(files, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		a, err := newAsset(files, name)
		if err != nil {
			return err
		}
		if name == "index.html" {
			// The page names the current bundles, so browsers must check it each time.
			a.cacheControl = "no-cache"
			h.assets["/"] = a
			return nil
		}
		// The build names every bundle after a hash of its content.
		a.cacheControl = "public, max-age=31536000, immutable"
		h.assets[prefix+name] = a
		return nil
	})
	return h, err
}

// newAsset reads one file and compresses it when that makes it smaller.
func newAsset(files fs.FS, name string) (asset, error) {
	body, err := fs.ReadFile(files, name)
	if err != nil {
		return asset{}, err
	}
	a := asset{name: name, body: body, etag: etag(body), contentType: contentType(name)}
	var buf bytes.Buffer
	zw, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		return asset{}, err
	}
	if _, err := zw.Write(body); err != nil {
		return asset{}, err
	}
	if err := zw.Close(); err != nil {
		return asset{}, err
	}
	if buf.Len() < len(body)*9/10 {
		a.gzipBody = buf.Bytes()
		a.gzipETag = etag(a.gzipBody)
	}
	return a, nil
}

// etag is a strong entity tag for body.
func etag(body []byte) string {
	sum := sha256.Sum256(body)
	return `"` + base64.RawURLEncoding.EncodeToString(sum[:16]) + `"`
}

func (h *fileHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	a, ok := h.assets[r.URL.Path]
	if !ok {
		http.NotFound(w, r)
		return
	}
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	header := w.Header()
	header.Set("Content-Type", a.contentType)
	header.Set("Cache-Control", a.cacheControl)
	header.Set("X-Content-Type-Options", "nosniff")
	body, tag := a.body, a.etag
	if a.gzipBody != nil {
		header.Add("Vary", "Accept-Encoding")
		if acceptsGzip(r.Header.Values("Accept-Encoding")) {
			body, tag = a.gzipBody, a.gzipETag
			header.Set("Content-Encoding", "gzip")
		}
	}
	header.Set("ETag", tag)
	http.ServeContent(w, r, a.name, time.Time{}, bytes.NewReader(body))
}

// acceptsGzip reports whether Accept-Encoding values allow a gzipped response.
func acceptsGzip(values []string) bool {
	for _, v := range values {
		for _, coding := range strings.Split(v, ",") {
			name, params, _ := strings.Cut(coding, ";")
			if !strings.EqualFold(strings.TrimSpace(name), "gzip") {
				continue
			}
			q := strings.ReplaceAll(strings.TrimSpace(params), " ", "")
			return q != "q=0" && q != "q=0.0" && q != "q=0.00" && q != "q=0.000"
		}
	}
	return false
}

// contentType names the media types of the files the build writes; the
// system's MIME tables differ between machines, so they are not asked.
func contentType(name string) string {
	switch path.Ext(name) {
	case ".html":
		return "text/html; charset=utf-8"
	case ".js":
		return "text/javascript; charset=utf-8"
	case ".css":
		return "text/css; charset=utf-8"
	case ".svg":
		return "image/svg+xml"
	case ".png":
		return "image/png"
	case ".woff2":
		return "font/woff2"
	case ".woff":
		return "font/woff"
	case ".ttf":
		return "font/ttf"
	default:
		return "application/octet-stream"
	}
}
