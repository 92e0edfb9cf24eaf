package ingest

import (
	"context"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"pitchgraph/graph"
)

// DefaultBatch is how many reports Reports writes with one IngestMany when
// Options leaves it open.
const DefaultBatch = 256

// Options tune Reports. The zero value is ready to use.
type Options struct {
	Workers int // extracting goroutines; 0 means GOMAXPROCS
	Batch   int // reports per Store.IngestMany; 0 means DefaultBatch
	// Progress, when set, is called once per input, in input order, as
	// soon as its report is stored or has failed: i is the input's index,
	// err nil when res is set.
	Progress func(i int, res *Result, err error)
}

// Outcome is what became of one input of Reports: a result, or the error
// Report would have returned for it.
type Outcome struct {
	Result *Result
	Err    error
}

// Reports ingests many reports, with the results of calling Report on each
// in order, but faster: the texts are extracted by a pool of workers, the
// facts resolved in order (reports of one batch see each other's players
// and matches, as they would one by one) and written with IngestMany, a
// batch at a time. A bad report (empty, binary, oversized, a malformed
// date) gets its EINVALID error and is skipped; the others are stored.
//
// It returns one outcome per input. The run stops early when ctx ends or
// the store is unavailable: it returns that error, which every input not
// yet stored gets as its outcome; any other error of the store fails the
// batch it wrote and the run goes on.
func Reports(ctx context.Context, s graph.Store, inputs []Input, o Options) ([]Outcome, error) {
	if o.Workers <= 0 {
		o.Workers = runtime.GOMAXPROCS(0)
	}
	if o.Batch <= 0 {
		o.Batch = DefaultBatch
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	ex := extractAll(ctx, inputs, o.Workers, 2*o.Batch)
	w := &writer{s: s, ov: newOverlay(s), opts: o, out: make([]Outcome, len(inputs))}
	for start := 0; start < len(inputs) && w.fatal == nil; start += o.Batch {
		end := min(start+o.Batch, len(inputs))
		es := make([]extracted, end-start)
		for i := start; i < end; i++ {
			es[i-start] = ex.wait(ctx, i)
			ex.release()
		}
		w.begin(ctx, inputs[start:end], es)
		for i := start; i < end && w.fatal == nil; i++ {
			w.next = i + 1
			w.take(ctx, i, es[i-start])
		}
		w.flush(ctx)
	}
	cancel()
	ex.wg.Wait()
	if w.fatal != nil {
		for i := w.done; i < len(inputs); i++ {
			w.out[i].Err = w.fatal
			w.report(i)
		}
	}
	return w.out, w.fatal
}

// extracted is an input read by the extractor and keyed, unresolved.
type extracted struct {
	facts    *graph.Facts
	warnings []string
	err      error
}

// extraction runs the extraction workers; at most window inputs are
// extracted ahead of the writer, so memory stays bounded.
type extraction struct {
	out    []extracted
	ready  []chan struct{}
	tokens chan struct{}
	wg     sync.WaitGroup
}

func extractAll(ctx context.Context, inputs []Input, workers, window int) *extraction {
	e := &extraction{out: make([]extracted, len(inputs)), ready: make([]chan struct{}, len(inputs)), tokens: make(chan struct{}, window)}
	for i := range e.ready {
		e.ready[i] = make(chan struct{})
	}
	var next atomic.Int64
	for range workers {
		e.wg.Go(func() {
			for {
				select {
				case e.tokens <- struct{}{}:
				case <-ctx.Done():
					return
				}
				i := int(next.Add(1)) - 1
				if i >= len(inputs) {
					return
				}
				f, warnings, err := extract(inputs[i], time.Now().UTC())
				e.out[i] = extracted{f, warnings, err}
				close(e.ready[i])
			}
		})
	}
	return e
}

// wait returns input i once extracted.
func (e *extraction) wait(ctx context.Context, i int) extracted {
	select {
	case <-e.ready[i]:
		x := e.out[i]
		e.out[i] = extracted{}
		return x
	case <-ctx.Done():
		return extracted{err: ctx.Err()}
	}
}

// release lets the workers extract one more input.
func (e *extraction) release() {
	select {
	case <-e.tokens:
	default:
	}
}

// writer resolves extracted reports in order and writes them in batches.
type writer struct {
	s     graph.Store
	ov    *overlay
	opts  Options
	out   []Outcome
	next  int // the next input to take
	done  int // inputs before this one are reported
	fatal error

	stored  map[string]bool // IDs of the batch's reports stored before it
	batch   []*graph.Facts
	indexes []int // input index of each of batch
	last    time.Time
}

// begin starts a batch of inputs: it asks the store which of them it
// holds already, as the overlay must not take their facts twice, and reads
// the players and matches they name.
func (w *writer) begin(ctx context.Context, inputs []Input, es []extracted) {
	w.ov.reset()
	w.batch, w.indexes = w.batch[:0], w.indexes[:0]
	ids := make([]string, 0, len(inputs))
	for _, in := range inputs {
		ids = append(ids, graph.ReportID(in.Text))
	}
	w.stored = map[string]bool{}
	rs, err := w.s.Reports(ctx, ids)
	if err != nil {
		w.fail(ctx, err)
		return
	}
	for _, r := range rs {
		if r != nil {
			w.stored[r.ID] = true
		}
	}
	var fs []*graph.Facts
	for _, e := range es {
		if e.err == nil {
			fs = append(fs, e.facts)
		}
	}
	w.fail(ctx, w.ov.prefetch(ctx, fs))
}

// take resolves input i against the store and the batch so far, and adds
// it to the batch.
func (w *writer) take(ctx context.Context, i int, e extracted) {
	if e.err != nil {
		w.out[i].Err = e.err
		w.fail(ctx, e.err)
		return
	}
	f := e.facts
	// Stamped in input order, as one-by-one ingests would be.
	if now := time.Now().UTC(); now.After(w.last) {
		w.last = now
	} else {
		w.last = w.last.Add(time.Nanosecond)
	}
	f.Report.IngestedAt = w.last
	err := graph.Resolve(ctx, w.ov, f)
	if err == nil {
		err = f.Validate()
	}
	if err != nil {
		w.out[i].Err = err
		w.fail(ctx, err)
		return
	}
	if id := f.Report.ID; !w.stored[id] {
		if err := w.ov.add(ctx, f); err != nil {
			w.out[i].Err = err
			w.fail(ctx, err)
			return
		}
		w.stored[id] = true // a repeat later in the batch is not new either
	}
	w.out[i].Result = &Result{Report: f.Report, Match: f.Match, Warnings: e.warnings, Facts: f}
	w.batch, w.indexes = append(w.batch, f), append(w.indexes, i)
}

// flush writes the batch and reports every input taken so far.
func (w *writer) flush(ctx context.Context) {
	err := w.fatal
	var rs []graph.IngestResult
	if err == nil && len(w.batch) > 0 {
		rs, err = w.s.IngestMany(ctx, w.batch)
		w.fail(ctx, err)
	}
	for k, i := range w.indexes {
		if err != nil {
			w.out[i] = Outcome{Err: err}
		} else {
			w.out[i].Result.Created = rs[k].Created
		}
	}
	for ; w.done < w.next; w.done++ {
		w.report(w.done)
	}
}

// fail ends the run when err is no one report's fault: ctx has ended or
// the store is unavailable.
func (w *writer) fail(ctx context.Context, err error) {
	switch {
	case err == nil || w.fatal != nil:
	case ctx.Err() != nil:
		w.fatal = ctx.Err()
	case graph.ErrorCode(err) == graph.EUNAVAILABLE:
		w.fatal = err
	}
}

func (w *writer) report(i int) {
	if w.opts.Progress != nil {
		w.opts.Progress(i, w.out[i].Result, w.out[i].Err)
	}
}
