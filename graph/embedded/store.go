// Package embedded is the zero-setup store: the whole graph in memory, with
// indexes, kept on disk in one directory as a write-ahead log that is
// replayed on Open. Every acknowledged Ingest and DeleteReport is synced to
// disk before it returns, so it survives a crash or kill -9.
package embedded

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"pitchgraph/graph"
)

var _ graph.Store = (*Store)(nil)

// Store is the embedded graph.Store. It is safe for concurrent use: reads
// share a lock; writes take turns on the log, then hold the lock only to
// apply the change in memory.
type Store struct {
	dir      string
	lock     *os.File
	warnings []string

	wmu sync.Mutex // serialises writers, so the log's order is the order applied
	log *wal

	mu     sync.RWMutex // guards mem and closed
	mem    *memory
	closed bool

	version  atomic.Uint64               // counts the writes that changed the graph
	searched atomic.Pointer[searchIndex] // the names Search scans, as of a version
	degrees  atomic.Pointer[versionedDegrees]
}

// Open opens the store kept in dir, creating dir when missing, and replays
// its log. Only one Store may have dir open at a time, in any process.
// A torn record at the end of the log (a crash mid-write) is dropped, and
// Warnings says so.
func Open(dir string) (*Store, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, graph.Wrap(graph.EINTERNAL, err, "embedded: cannot create the data directory "+dir)
	}
	lock, err := lockDir(dir)
	if err != nil {
		return nil, err
	}
	s := &Store{dir: dir, lock: lock, mem: newMemory()}
	s.log, s.warnings, err = openWAL(dir, s.replay)
	if err != nil {
		lock.Close()
		return nil, graph.Wrap(graph.EINTERNAL, err, "embedded: cannot read the log in "+dir)
	}
	// Replay time grows with the log; once most of it is deleted reports,
	// rewrite it.
	if dead := s.log.records - len(s.mem.reports); dead > max(len(s.mem.reports), compactAfter) {
		if err := s.Compact(); err != nil {
			s.warnings = append(s.warnings, fmt.Sprintf("could not compact the log: %v", err))
		}
	}
	return s, nil
}

// compactAfter is how many records of deleted reports Open lets the log
// carry before it compacts it.
var compactAfter = 1000

// Compact rewrites the log to hold only the stored reports, so deleted
// reports stop taking space and replay time. Open does it by itself when
// deleted reports outweigh stored ones.
func (s *Store) Compact() error {
	s.wmu.Lock()
	defer s.wmu.Unlock()
	var facts []*graph.Facts
	err := s.read(context.Background(), func(m *memory) error {
		facts = make([]*graph.Facts, 0, len(m.reports))
		for _, f := range m.reports {
			facts = append(facts, f)
		}
		slices.SortFunc(facts, func(a, b *graph.Facts) int { return byAge(&a.Report, &b.Report) })
		return nil
	})
	if err != nil {
		return err
	}
	// Stored facts never change, and writers wait on wmu: no lock needed.
	if err := s.log.compact(facts); err != nil {
		return graph.Wrap(graph.EINTERNAL, err, "embedded: cannot compact the log")
	}
	return nil
}

// lockDir takes an exclusive lock on dir's lock file, which holds until the
// file is closed (or the process dies).
func lockDir(dir string) (*os.File, error) {
	f, err := os.OpenFile(filepath.Join(dir, "LOCK"), os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, graph.Wrap(graph.EINTERNAL, err, "embedded: cannot create the lock file in "+dir)
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		f.Close()
		if errors.Is(err, syscall.EWOULDBLOCK) {
			return nil, graph.Wrap(graph.ECONFLICT, err, "embedded: "+dir+" is already open in another store (this process or another)")
		}
		return nil, graph.Wrap(graph.EINTERNAL, err, "embedded: cannot lock "+dir)
	}
	return f, nil
}

func (s *Store) replay(o op) error {
	switch {
	case o.Ingest != nil:
		if err := o.Ingest.Validate(); err != nil {
			return err
		}
		if _, ok := s.mem.reports[o.Ingest.Report.ID]; !ok {
			// Decoding grew each list by doubling; a copy holds just the items.
			s.mem.add(o.Ingest.Clone())
		}
	case o.Delete != "":
		s.mem.remove(o.Delete)
	default:
		return errors.New("empty record")
	}
	return nil
}

// Warnings returns what Open found wrong with the log and repaired, such
// as a torn last record, for the caller to show or log.
func (s *Store) Warnings() []string { return slices.Clone(s.warnings) }

// Ingest implements graph.Store.
func (s *Store) Ingest(ctx context.Context, f *graph.Facts) (graph.IngestResult, error) {
	if err := f.Validate(); err != nil {
		return graph.IngestResult{}, err
	}
	if err := ctx.Err(); err != nil {
		return graph.IngestResult{}, cancelled(err)
	}
	s.wmu.Lock()
	defer s.wmu.Unlock()
	stored, err := s.has(f.Report.ID)
	if err != nil || stored {
		return graph.IngestResult{}, err
	}
	c := f.Clone()
	if c.Report.IngestedAt.IsZero() {
		c.Report.IngestedAt = time.Now().UTC()
	}
	if err := s.log.append(op{Ingest: c}); err != nil {
		return graph.IngestResult{}, graph.Wrap(graph.EINTERNAL, err, "embedded: cannot write the log")
	}
	s.mu.Lock()
	s.mem.add(c)
	s.version.Add(1)
	s.mu.Unlock()
	return graph.IngestResult{Created: true}, nil
}

// DeleteReport implements graph.Store.
func (s *Store) DeleteReport(ctx context.Context, id string) (bool, error) {
	if err := ctx.Err(); err != nil {
		return false, cancelled(err)
	}
	s.wmu.Lock()
	defer s.wmu.Unlock()
	stored, err := s.has(id)
	if err != nil || !stored {
		return false, err
	}
	if err := s.log.append(op{Delete: id}); err != nil {
		return false, graph.Wrap(graph.EINTERNAL, err, "embedded: cannot write the log")
	}
	s.mu.Lock()
	s.mem.remove(id)
	s.version.Add(1)
	s.mu.Unlock()
	return true, nil
}

// has tells whether a report is stored.
func (s *Store) has(id string) (bool, error) {
	var ok bool
	err := s.read(context.Background(), func(m *memory) error {
		_, ok = m.reports[id]
		return nil
	})
	return ok, err
}

// read runs fn on the graph under the read lock, unless ctx is done.
func (s *Store) read(ctx context.Context, fn func(m *memory) error) error {
	if err := ctx.Err(); err != nil {
		return cancelled(err)
	}
	s.mu.RLock()
	defer s.mu.RUnlock()
	if s.closed {
		return graph.Errorf(graph.EUNAVAILABLE, "embedded: the store is closed")
	}
	return fn(s.mem)
}

// Version implements graph.Store: the store holds a lock on its directory,
// so no other process writes its graph, and every write that changes the
// graph counts one, after the change and before readers can see it.
func (s *Store) Version() (uint64, bool) { return s.version.Load(), true }

// Ping implements graph.Store.
func (s *Store) Ping(ctx context.Context) error {
	return s.read(ctx, func(*memory) error { return nil })
}

// Close implements graph.Store: it closes the log and releases the lock on
// the directory. Closing twice is harmless.
func (s *Store) Close() error {
	s.wmu.Lock()
	defer s.wmu.Unlock()
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return nil
	}
	s.closed = true
	s.mem = newMemory()
	s.searched.Store(nil)
	s.degrees.Store(nil)
	err := errors.Join(s.log.close(), s.lock.Close())
	if err != nil {
		return graph.Wrap(graph.EINTERNAL, err, "embedded: close")
	}
	return nil
}

func cancelled(err error) error {
	return graph.Wrap(graph.EUNAVAILABLE, err, "embedded: request abandoned")
}

// abandoned tells, every 1024th step (i) of a loop over a request's IDs,
// whether the request has ended, so that a large batch stops with it.
func abandoned(ctx context.Context, i int) bool {
	return i&1023 == 1023 && ctx.Err() != nil
}
