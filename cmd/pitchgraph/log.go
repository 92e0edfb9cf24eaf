package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"log/slog"
	"strings"
	"sync"
)

// serve logs everything it says in one format, slog's text by default or
// JSON (--log-format json) for log collectors; the one-shot commands
// (ingest, extract, gen) print plain "pitchgraph: ..." lines.

// newLogger returns serve's logger, writing to w in format ("text" or
// "json").
func newLogger(w io.Writer, format string) (*slog.Logger, error) {
	switch format {
	case "text", "":
		return slog.New(slog.NewTextHandler(w, nil)), nil
	case "json":
		return slog.New(slog.NewJSONHandler(w, nil)), nil
	}
	return nil, fmt.Errorf("--log-format must be text or json, not %q", format)
}

// plainLogger returns a logger that prints each record as a plain line,
// "pitchgraph: MESSAGE", warnings as "pitchgraph: warning: MESSAGE",
// followed by its attributes as key=value: for the one-shot commands,
// whose output a person reads.
func plainLogger(w io.Writer) *slog.Logger {
	return slog.New(&plainHandler{w: w, mu: &sync.Mutex{}})
}

type plainHandler struct {
	w     io.Writer
	mu    *sync.Mutex
	attrs []slog.Attr
}

func (h *plainHandler) Enabled(_ context.Context, l slog.Level) bool { return l >= slog.LevelInfo }

func (h *plainHandler) Handle(_ context.Context, r slog.Record) error {
	var b strings.Builder
	b.WriteString("pitchgraph: ")
	if r.Level >= slog.LevelWarn && r.Level < slog.LevelError {
		b.WriteString("warning: ")
	}
	b.WriteString(r.Message)
	add := func(a slog.Attr) bool {
		fmt.Fprintf(&b, " %s=%v", a.Key, a.Value)
		return true
	}
	for _, a := range h.attrs {
		add(a)
	}
	r.Attrs(add)
	b.WriteByte('\n')
	h.mu.Lock()
	defer h.mu.Unlock()
	_, err := io.WriteString(h.w, b.String())
	return err
}

func (h *plainHandler) WithAttrs(as []slog.Attr) slog.Handler {
	return &plainHandler{w: h.w, mu: h.mu, attrs: append(h.attrs[:len(h.attrs):len(h.attrs)], as...)}
}

func (h *plainHandler) WithGroup(string) slog.Handler { return h }

// logLines is a writer that turns the "pitchgraph: ..." lines written to
// it into log records (a line that says "warning:" or "WARNING:" at a
// warning's level), for code that says what it does on a writer.
type logLines struct {
	log *slog.Logger
	mu  sync.Mutex
	buf []byte
}

func (l *logLines) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.buf = append(l.buf, p...)
	for {
		i := bytes.IndexByte(l.buf, '\n')
		if i < 0 {
			return len(p), nil
		}
		line := string(l.buf[:i])
		l.buf = l.buf[i+1:]
		line = strings.TrimPrefix(strings.TrimPrefix(line, "pitchgraph serve: "), "pitchgraph: ")
		level := slog.LevelInfo
		for _, w := range []string{"warning: ", "WARNING: "} {
			if rest, ok := strings.CutPrefix(line, w); ok {
				line, level = rest, slog.LevelWarn
			}
		}
		if line != "" {
			l.log.Log(context.Background(), level, line)
		}
	}
}
