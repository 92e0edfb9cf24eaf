package embedded

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"pitchgraph/graph"
)

// Repaired says what Repair did.
type Repaired struct {
	Records int      // intact records kept, in their order
	Damaged []Damage // the stretches of the log that were not intact records
	Aside   string   // where the damaged log was kept; "" when the log was intact
}

// Damage is a stretch of a log that held no intact record.
type Damage struct {
	Offset, Length int64
}

// Repair rewrites the log in dir with every intact record of it, in order,
// when any part of it is damaged (Open refuses a log with a damaged record
// followed by intact ones). It reads the log record by record and, at a
// record that is not intact, looks for the next one byte by byte, so
// that a damaged length does not lose the records behind it. The damaged
// log is kept beside the new one, as graph.wal.damaged-TIME, and is never
// changed. The directory must not be open in a store: Repair takes its
// lock.
//
// What was in a damaged stretch is lost: the reports it ingested are
// gone and the reports it deleted come back, and the caller should say
// so. Every intact record survives.
func Repair(dir string) (Repaired, error) {
	lock, err := lockDir(dir)
	if err != nil {
		return Repaired{}, err
	}
	defer lock.Close()
	path := filepath.Join(dir, walName)
	b, err := os.ReadFile(path)
	if err != nil {
		return Repaired{}, graph.Wrap(graph.EINTERNAL, err, "embedded: cannot read the log in "+dir)
	}
	var r Repaired
	if len(b) <= len(walHeader) {
		return r, nil // empty, or a torn header: Open starts it afresh
	}
	out := bytes.NewBufferString(walHeader)
	off := len(walHeader)
	if len(b) < off || string(b[:off]) != walHeader {
		off = 0 // the header is damaged too: look for records from the start
	}
	for off < len(b) {
		_, next, ok := recordAt(b, off)
		if ok {
			out.Write(b[off:next])
			r.Records++
			off = next
			continue
		}
		next, ok = nextRecord(b, off+1)
		if !ok {
			next = len(b)
		}
		r.Damaged = append(r.Damaged, Damage{Offset: int64(off), Length: int64(next - off)})
		off = next
	}
	switch {
	case len(r.Damaged) == 0 && len(b) >= len(walHeader) && string(b[:len(walHeader)]) == walHeader:
		return r, nil // intact
	case r.Records == 0:
		return r, graph.Errorf(graph.EINVALID, "embedded: %s holds no intact record: not a pitchgraph log, or damaged throughout; left as it is", path)
	}
	r.Aside = fmt.Sprintf("%s.damaged-%s", path, time.Now().UTC().Format("20060102T150405Z"))
	if err := replaceLog(path, r.Aside, out.Bytes()); err != nil {
		return r, graph.Wrap(graph.EINTERNAL, err, "embedded: cannot write the repaired log in "+dir)
	}
	return r, nil
}

// replaceLog keeps the log at path as aside (a second name for the same
// file, so the damaged bytes are never copied or changed) and puts a log
// of the given bytes in its place: written aside, synced, renamed over.
// A crash leaves the old log at path, or the new one, whole.
func replaceLog(path, aside string, log []byte) error {
	if err := os.Link(path, aside); err != nil {
		return err
	}
	tmp := path + ".tmp"
	f, err := os.OpenFile(tmp, os.O_RDWR|os.O_CREATE|os.O_TRUNC, 0o644)
	if err != nil {
		return err
	}
	_, err = f.Write(log)
	if err == nil {
		err = f.Sync()
	}
	err = errors.Join(err, f.Close())
	if err == nil {
		err = os.Rename(tmp, path)
	}
	if err != nil {
		os.Remove(tmp)
		return err
	}
	return syncDir(filepath.Dir(path))
}
