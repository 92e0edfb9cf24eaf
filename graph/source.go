package graph

import (
	"net/url"
	"strings"
)

// SourceName returns the form of a report's source (Report.Source) a store
// keeps and a client sees: an absolute file path ("/srv/corpus/seed-01.txt",
// "~/reports/a.txt", `C:\reports\a.txt`, "file:///srv/a.txt") becomes its
// base name ("seed-01.txt"), so no path on the machine that loaded a report
// reaches the API's clients. URLs, labels and relative names are kept as
// they are, trimmed of surrounding space.
func SourceName(s string) string {
	s = strings.TrimSpace(s)
	path := s
	if rest, ok := cutPrefixFold(s, "file:"); ok {
		path = rest
		if u, err := url.Parse(s); err == nil && u.Path != "" {
			path = u.Path
		}
	} else if !absolutePath(s) {
		return s
	}
	path = strings.TrimRight(path, `/\`)
	if i := strings.LastIndexAny(path, `/\`); i >= 0 {
		path = path[i+1:]
	}
	if len(path) == 2 && path[1] == ':' { // a bare drive, "C:"
		return ""
	}
	return strings.TrimSpace(path)
}

// absolutePath tells whether s is an absolute path on Unix ("/a", "~/a")
// or Windows (`C:\a`, "C:/a", `\\server\share`).
func absolutePath(s string) bool {
	switch {
	case strings.HasPrefix(s, "/"), strings.HasPrefix(s, `\`), s == "~", strings.HasPrefix(s, "~/"):
		return true
	case len(s) >= 3 && s[1] == ':' && (s[2] == '\\' || s[2] == '/'):
		c := s[0] | 0x20
		return 'a' <= c && c <= 'z'
	}
	return false
}

func cutPrefixFold(s, prefix string) (string, bool) {
	if len(s) >= len(prefix) && strings.EqualFold(s[:len(prefix)], prefix) {
		return s[len(prefix):], true
	}
	return s, false
}
