package bench

import (
	"bufio"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
	"net"
	"strings"
	"sync"
	"sync/atomic"
)

// proxy relays Bolt between the servers under test and Neo4j, counting the
// Cypher statements they send. While profiling is on it prefixes every
// query with PROFILE and adds up the database hits of the plans Neo4j
// returns, so pitchgraph and the peer are measured the same way without
// either knowing. Only Bolt over plain TCP is understood (no TLS).
type proxy struct {
	ln        net.Listener
	target    string
	profiling atomic.Bool
	runs      atomic.Int64 // RUN messages: Cypher statements sent
	dbHits    atomic.Int64 // summed over the plans of profiled statements
	profiled  atomic.Int64 // statements whose plan came back
	wg        sync.WaitGroup
}

func newProxy(target string) (*proxy, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	p := &proxy{ln: ln, target: target}
	go p.accept()
	return p, nil
}

// URI is the Bolt URI that reaches Neo4j through the proxy.
func (p *proxy) URI() string { return "bolt://" + p.ln.Addr().String() }

func (p *proxy) Close() { p.ln.Close() }

func (p *proxy) accept() {
	for {
		c, err := p.ln.Accept()
		if err != nil {
			return
		}
		go p.relay(c)
	}
}

func (p *proxy) relay(client net.Conn) {
	defer client.Close()
	server, err := net.Dial("tcp", p.target)
	if err != nil {
		return
	}
	defer server.Close()
	// Handshake: 20 bytes up (magic and four versions), 4 bytes down.
	hello := make([]byte, 20)
	if _, err := io.ReadFull(client, hello); err != nil {
		return
	}
	if _, err := server.Write(hello); err != nil {
		return
	}
	chosen := make([]byte, 4)
	if _, err := io.ReadFull(server, chosen); err != nil {
		return
	}
	if _, err := client.Write(chosen); err != nil {
		return
	}
	// A handshake manifest (Neo4j 5.26+): the server lists the versions
	// and capabilities it offers, the client answers with its choice.
	if binary.BigEndian.Uint32(chosen) == 0x1FF {
		cr, sr := bufio.NewReader(client), bufio.NewReader(server)
		offer, err := readVarint(sr)
		if err != nil {
			return
		}
		n := 0
		for i, b := range offer {
			n |= int(b&0x7F) << (7 * i)
		}
		versions := make([]byte, 4*n)
		if _, err := io.ReadFull(sr, versions); err != nil {
			return
		}
		caps, err := readVarint(sr)
		if err != nil {
			return
		}
		client.Write(append(append(offer, versions...), caps...))
		choice := make([]byte, 4)
		if _, err := io.ReadFull(cr, choice); err != nil {
			return
		}
		caps, err = readVarint(cr)
		if err != nil {
			return
		}
		server.Write(append(choice, caps...))
		p.relayMessages(cr, client, sr, server)
		return
	}
	p.relayMessages(client, client, server, server)
}

// relayMessages relays Bolt messages both ways until either side closes.
func (p *proxy) relayMessages(clientR io.Reader, clientW io.Writer, serverR io.Reader, serverW io.Writer) {
	done := make(chan struct{}, 2)
	go func() { p.pipe(clientR, serverW, p.up); done <- struct{}{} }()
	go func() { p.pipe(serverR, clientW, p.down); done <- struct{}{} }()
	<-done
}

// pipe relays whole messages from src to dst, letting edit rewrite each.
func (p *proxy) pipe(src io.Reader, dst io.Writer, edit func([]byte) []byte) {
	r := bufio.NewReaderSize(src, 64<<10)
	w := bufio.NewWriterSize(dst, 64<<10)
	for {
		msg, err := readMessage(r)
		if err != nil {
			return
		}
		if msg != nil {
			msg = edit(msg)
		}
		if err := writeMessage(w, msg); err != nil {
			return
		}
		if r.Buffered() == 0 {
			if err := w.Flush(); err != nil {
				return
			}
		}
	}
}

// readVarint reads the bytes of one LEB128 number.
func readVarint(r *bufio.Reader) ([]byte, error) {
	var out []byte
	for {
		b, err := r.ReadByte()
		if err != nil {
			return nil, err
		}
		out = append(out, b)
		if b&0x80 == 0 || len(out) > 9 {
			return out, nil
		}
	}
}

// readMessage reads one chunked message; nil for a NOOP (an empty chunk).
func readMessage(r *bufio.Reader) ([]byte, error) {
	var msg []byte
	var size [2]byte
	for {
		if _, err := io.ReadFull(r, size[:]); err != nil {
			return nil, err
		}
		n := int(binary.BigEndian.Uint16(size[:]))
		if n == 0 {
			return msg, nil
		}
		start := len(msg)
		msg = append(msg, make([]byte, n)...)
		if _, err := io.ReadFull(r, msg[start:]); err != nil {
			return nil, err
		}
	}
}

func writeMessage(w *bufio.Writer, msg []byte) error {
	for len(msg) > 0 {
		n := min(len(msg), math.MaxUint16)
		binary.Write(w, binary.BigEndian, uint16(n))
		w.Write(msg[:n])
		msg = msg[n:]
	}
	_, err := w.Write([]byte{0, 0})
	return err
}

// up counts RUN messages and, while profiling, prefixes their query.
func (p *proxy) up(msg []byte) []byte {
	if len(msg) < 3 || msg[0]&0xF0 != 0xB0 || msg[1] != 0x10 {
		return msg
	}
	p.runs.Add(1)
	if !p.profiling.Load() {
		return msg
	}
	d := &decoder{b: msg, i: 2}
	q, ok := d.value().(string)
	if d.err != nil || !ok || !profilable(q) {
		return msg
	}
	out := append([]byte{}, msg[:2]...)
	out = appendString(out, "PROFILE "+q)
	return append(out, msg[d.i:]...)
}

// profilable tells the queries PROFILE may prefix.
func profilable(q string) bool {
	u := strings.ToUpper(strings.TrimSpace(q))
	for _, p := range []string{"PROFILE", "EXPLAIN", "SHOW", "CREATE CONSTRAINT", "CREATE INDEX", "CALL DBMS", "CALL DB."} {
		if strings.HasPrefix(u, p) {
			return false
		}
	}
	return true
}

// down reads the plan of a profiled statement from its SUCCESS summary.
func (p *proxy) down(msg []byte) []byte {
	if !p.profiling.Load() || len(msg) < 3 || msg[0] != 0xB1 || msg[1] != 0x70 {
		return msg
	}
	d := &decoder{b: msg, i: 2}
	meta, _ := d.value().(map[string]any)
	if plan, ok := meta["profile"].(map[string]any); ok {
		p.dbHits.Add(hits(plan))
		p.profiled.Add(1)
	}
	return msg
}

// hits sums the database hits of a plan and its children.
func hits(plan map[string]any) int64 {
	n, _ := plan["dbHits"].(int64)
	children, _ := plan["children"].([]any)
	for _, c := range children {
		if m, ok := c.(map[string]any); ok {
			n += hits(m)
		}
	}
	return n
}

func appendString(b []byte, s string) []byte {
	n := len(s)
	switch {
	case n < 16:
		b = append(b, 0x80|byte(n))
	case n < 1<<8:
		b = append(b, 0xD0, byte(n))
	case n < 1<<16:
		b = append(b, 0xD1, byte(n>>8), byte(n))
	default:
		b = append(b, 0xD2, byte(n>>24), byte(n>>16), byte(n>>8), byte(n))
	}
	return append(b, s...)
}

// decoder reads PackStream values: enough of them to find a query and a
// profile; structures decode to their fields as a list.
type decoder struct {
	b   []byte
	i   int
	err error
}

var errShort = errors.New("packstream: message too short")

func (d *decoder) take(n int) []byte {
	if d.err != nil || d.i+n > len(d.b) {
		d.err = errShort
		return make([]byte, n)
	}
	s := d.b[d.i : d.i+n]
	d.i += n
	return s
}

// size reads the length after a D0-D2, D4-D6 or D8-DA marker: the low two
// bits say whether it takes one, two or four bytes.
func (d *decoder) size(marker byte) int {
	switch marker & 0x03 {
	case 0:
		return int(d.take(1)[0])
	case 1:
		return int(binary.BigEndian.Uint16(d.take(2)))
	}
	return int(binary.BigEndian.Uint32(d.take(4)))
}

func (d *decoder) value() any {
	m := d.take(1)[0]
	if d.err != nil {
		return nil
	}
	switch {
	case m < 0x80:
		return int64(m)
	case m >= 0xF0:
		return int64(int8(m))
	case m&0xF0 == 0x80:
		return string(d.take(int(m & 0x0F)))
	case m&0xF0 == 0x90:
		return d.list(int(m & 0x0F))
	case m&0xF0 == 0xA0:
		return d.dict(int(m & 0x0F))
	case m&0xF0 == 0xB0:
		d.take(1) // signature
		return d.list(int(m & 0x0F))
	}
	switch m {
	case 0xC0:
		return nil
	case 0xC1:
		return math.Float64frombits(binary.BigEndian.Uint64(d.take(8)))
	case 0xC2:
		return false
	case 0xC3:
		return true
	case 0xC8:
		return int64(int8(d.take(1)[0]))
	case 0xC9:
		return int64(int16(binary.BigEndian.Uint16(d.take(2))))
	case 0xCA:
		return int64(int32(binary.BigEndian.Uint32(d.take(4))))
	case 0xCB:
		return int64(binary.BigEndian.Uint64(d.take(8)))
	case 0xCC:
		return d.take(int(d.take(1)[0]))
	case 0xCD:
		return d.take(int(binary.BigEndian.Uint16(d.take(2))))
	case 0xCE:
		return d.take(int(binary.BigEndian.Uint32(d.take(4))))
	case 0xD0, 0xD1, 0xD2:
		return string(d.take(d.size(m)))
	case 0xD4, 0xD5, 0xD6:
		return d.list(d.size(m))
	case 0xD8, 0xD9, 0xDA:
		return d.dict(d.size(m))
	}
	d.err = fmt.Errorf("packstream: unknown marker %#x", m)
	return nil
}

func (d *decoder) list(n int) []any {
	out := make([]any, 0, min(n, 1024))
	for range n {
		if d.err != nil {
			return out
		}
		out = append(out, d.value())
	}
	return out
}

func (d *decoder) dict(n int) map[string]any {
	out := make(map[string]any, min(n, 1024))
	for range n {
		if d.err != nil {
			return out
		}
		k, _ := d.value().(string)
		out[k] = d.value()
	}
	return out
}
