package embedded

import (
	"bufio"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"os"
	"path/filepath"

	"pitchgraph/graph"
)

// The write-ahead log is the store on disk: a header, then one record per
// acknowledged ingest or delete. A record is framed as
//
//	length  uint32, little-endian: bytes of payload
//	crc     uint32, little-endian: CRC-32C of payload
//	payload JSON of an op
//
// A crash can leave the last record torn; replay stops at the first frame
// that is short or fails its CRC and, when no intact record follows (a
// damaged tail), Open truncates the file there. A damaged record followed
// by intact ones is no unfinished write but damage to acknowledged data:
// Open refuses the log, untouched, and Repair (repair.go) saves every
// intact record.
const (
	walName   = "graph.wal"
	walHeader = "PGWAL\x00\x00\x01"
	frameSize = 8
	maxRecord = 1 << 30
)

var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// op is one logged change: an ingest carries the facts, a delete the ID.
type op struct {
	Ingest *graph.Facts `json:",omitempty"`
	Delete string       `json:",omitempty"`
}

// wal appends to the log file. It is not safe for concurrent use; Store
// serialises writers.
type wal struct {
	f       *os.File
	size    int64 // bytes of whole records; the next record goes here
	records int   // whole records in the log
	err     error // set when a failed append could not be undone: writes stop
}

// openWAL opens or creates the log in dir and replays every whole record
// through apply. A torn or corrupt tail is cut off, with a warning.
func openWAL(dir string, apply func(op) error) (*wal, []string, error) {
	path := filepath.Join(dir, walName)
	// A compaction that crashed leaves its unfinished copy; the log is whole.
	if err := os.Remove(path + ".tmp"); err != nil && !errors.Is(err, os.ErrNotExist) {
		return nil, nil, err
	}
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, nil, err
	}
	w := &wal{f: f}
	warnings, err := w.replay(apply)
	if err != nil {
		f.Close()
		return nil, nil, fmt.Errorf("%s: %w", path, err)
	}
	return w, warnings, nil
}

// replay reads the log from the start, applies whole records and truncates
// whatever follows the last one.
func (w *wal) replay(apply func(op) error) ([]string, error) {
	info, err := w.f.Stat()
	if err != nil {
		return nil, err
	}
	if info.Size() < int64(len(walHeader)) {
		// New, or created by a crash before its header was whole.
		return nil, w.reset(info.Size())
	}
	r := bufio.NewReaderSize(io.NewSectionReader(w.f, 0, info.Size()), 1<<16)
	head := make([]byte, len(walHeader))
	if _, err := io.ReadFull(r, head); err != nil {
		return nil, err
	}
	if string(head) != walHeader {
		return nil, errors.New("not a pitchgraph log (bad header)")
	}
	w.size = int64(len(walHeader))
	var why string
	for {
		payload, problem, err := readRecord(r, info.Size()-w.size)
		if err != nil {
			return nil, err
		}
		if problem != "" {
			why = problem
			break
		}
		if payload == nil {
			break
		}
		var o op
		if err := json.Unmarshal(payload, &o); err != nil {
			return nil, fmt.Errorf("record at offset %d: %w", w.size, err)
		}
		if err := apply(o); err != nil {
			return nil, fmt.Errorf("record at offset %d: %w", w.size, err)
		}
		w.size += frameSize + int64(len(payload))
		w.records++
	}
	if w.size == info.Size() {
		return nil, nil
	}
	if next, ok, err := w.intactAfter(w.size, info.Size()); err != nil {
		return nil, err
	} else if ok {
		return nil, &damageError{offset: w.size, next: next, why: why, dir: filepath.Dir(w.f.Name())}
	}
	lost := info.Size() - w.size
	if err := w.f.Truncate(w.size); err != nil {
		return nil, err
	}
	if err := w.f.Sync(); err != nil {
		return nil, err
	}
	return []string{fmt.Sprintf("embedded store log %s: %s at offset %d; dropped the last %d bytes (an unfinished write)",
		w.f.Name(), why, w.size, lost)}, nil
}

// intactAfter tells whether an intact record starts anywhere after the bad
// record at offset bad, and where the first does.
func (w *wal) intactAfter(bad, size int64) (int64, bool, error) {
	rest := make([]byte, size-bad)
	if _, err := w.f.ReadAt(rest, bad); err != nil {
		return 0, false, err
	}
	at, ok := nextRecord(rest, 1)
	return bad + int64(at), ok, nil
}

// damageError is the error of a log with a damaged record in its middle.
type damageError struct {
	offset, next int64
	why, dir     string
}

func (e *damageError) Error() string {
	return fmt.Sprintf("%s at offset %d, followed by intact records (the next at offset %d): this is damage, not an unfinished write, "+
		"so the log is left as it is and not opened, to lose nothing. Run \"pitchgraph repair --data %s\": it keeps this log aside "+
		"and writes a new one with every intact record", e.why, e.offset, e.next, e.dir)
}

// recordAt returns the payload of the intact record at offset off of b (a
// whole log or part of one) and the offset after it; false when no intact
// record starts there: the frame does not fit in b, its length is zero or
// over maxRecord, its payload fails the checksum or is no op.
func recordAt(b []byte, off int) (payload []byte, next int, ok bool) {
	if off < 0 || len(b)-off < frameSize {
		return nil, 0, false
	}
	size := binary.LittleEndian.Uint32(b[off : off+4])
	if size == 0 || size > maxRecord || int64(size) > int64(len(b)-off-frameSize) {
		return nil, 0, false
	}
	payload = b[off+frameSize : off+frameSize+int(size)]
	if crc32.Checksum(payload, castagnoli) != binary.LittleEndian.Uint32(b[off+4:off+8]) {
		return nil, 0, false
	}
	var o op
	if json.Unmarshal(payload, &o) != nil || o.Ingest == nil && o.Delete == "" {
		return nil, 0, false
	}
	return payload, off + frameSize + int(size), true
}

// nextRecord returns the offset of the first intact record of b at or
// after from. A payload is JSON text, which holds none of the zero bytes
// of a frame's length, so no record is found inside another.
func nextRecord(b []byte, from int) (int, bool) {
	for off := from; off+frameSize <= len(b); off++ {
		if _, _, ok := recordAt(b, off); ok {
			return off, true
		}
	}
	return 0, false
}

// readRecord reads one record from the remain bytes left in the log. It
// returns a nil payload at the end of the log, a problem when the rest of
// the log is not a whole valid record, and an error only when reading fails.
func readRecord(r *bufio.Reader, remain int64) (payload []byte, problem string, err error) {
	var frame [frameSize]byte
	n, err := io.ReadFull(r, frame[:])
	switch {
	case n == 0 && err == io.EOF:
		return nil, "", nil
	case err == io.ErrUnexpectedEOF:
		return nil, "torn record header", nil
	case err != nil:
		return nil, "", err
	}
	size := binary.LittleEndian.Uint32(frame[0:4])
	switch {
	case int64(size) > remain-frameSize:
		return nil, "torn record", nil
	case size == 0 || size > maxRecord:
		return nil, "bad record length", nil
	}
	payload = make([]byte, size)
	if _, err := io.ReadFull(r, payload); err == io.ErrUnexpectedEOF || err == io.EOF {
		return nil, "torn record", nil
	} else if err != nil {
		return nil, "", err
	}
	if crc32.Checksum(payload, castagnoli) != binary.LittleEndian.Uint32(frame[4:8]) {
		return nil, "record fails its checksum", nil
	}
	return payload, "", nil
}

// reset makes the file an empty log: just the header, synced.
func (w *wal) reset(had int64) error {
	if had > 0 {
		if err := w.f.Truncate(0); err != nil {
			return err
		}
	}
	if _, err := w.f.WriteAt([]byte(walHeader), 0); err != nil {
		return err
	}
	if err := w.f.Sync(); err != nil {
		return err
	}
	w.size = int64(len(walHeader))
	return syncDir(filepath.Dir(w.f.Name()))
}

// append writes records, one per op, in one write, and syncs them to disk.
// On failure it cuts the file back to the last whole record, so later
// records stay readable.
func (w *wal) append(ops ...op) error {
	if w.err != nil {
		return w.err
	}
	var rec []byte
	for _, o := range ops {
		r, err := record(o)
		if err != nil {
			return err
		}
		rec = append(rec, r...)
	}
	var err error
	if _, err = w.f.WriteAt(rec, w.size); err == nil {
		err = w.f.Sync()
	}
	if err != nil {
		if terr := w.f.Truncate(w.size); terr != nil {
			w.err = fmt.Errorf("log %s is damaged after a failed write (%v): %w", w.f.Name(), err, terr)
		}
		return err
	}
	w.size += int64(len(rec))
	w.records += len(ops)
	return nil
}

// record frames an op.
func record(o op) ([]byte, error) {
	payload, err := json.Marshal(o)
	if err != nil {
		return nil, err
	}
	rec := make([]byte, frameSize+len(payload))
	binary.LittleEndian.PutUint32(rec[0:4], uint32(len(payload)))
	binary.LittleEndian.PutUint32(rec[4:8], crc32.Checksum(payload, castagnoli))
	copy(rec[frameSize:], payload)
	return rec, nil
}

// compact replaces the log with one that ingests just the given reports,
// dropping deleted reports and their deletes. The new log is written aside,
// synced and renamed over the old one, so a crash leaves one or the other
// whole.
func (w *wal) compact(facts []*graph.Facts) error {
	if w.err != nil {
		return w.err
	}
	path := w.f.Name()
	tmp, err := os.OpenFile(path+".tmp", os.O_RDWR|os.O_CREATE|os.O_TRUNC, 0o644)
	if err != nil {
		return err
	}
	size, err := writeLog(tmp, facts)
	if err == nil {
		err = os.Rename(tmp.Name(), path)
	}
	if err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return err
	}
	old := w.f
	w.f, w.size, w.records = tmp, size, len(facts)
	old.Close()
	return syncDir(filepath.Dir(path))
}

// writeLog writes a whole log of ingests to f, synced, and returns its size.
func writeLog(f *os.File, facts []*graph.Facts) (int64, error) {
	b := bufio.NewWriterSize(f, 1<<16)
	size, _ := b.WriteString(walHeader)
	for _, x := range facts {
		rec, err := record(op{Ingest: x})
		if err != nil {
			return 0, err
		}
		n, _ := b.Write(rec)
		size += n
	}
	if err := b.Flush(); err != nil {
		return 0, err
	}
	return int64(size), f.Sync()
}

func (w *wal) close() error { return w.f.Close() }

// syncDir makes a file's creation or renaming in dir durable.
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	return d.Sync()
}
