package server

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"errors"
	"io"
	"net"
	"net/http"
)

// coder/websocket keeps the bufio.Reader and Writer the hijack hands it
// for the socket's life: net/http's are 4 KB each, 8 KB an idle socket
// holds for nothing. smallBufs hands it small ones instead.
const (
	readBuf  = 256 // most of a client's messages; longer ones take two reads
	writeBuf = 16  // a frame's header (at most 10 bytes unmasked) and no more
)

// smallBufs is the ResponseWriter given to websocket.Accept: it hijacks
// the connection with small buffers of its own, and tells s.
type smallBufs struct {
	http.ResponseWriter
	s *session
}

func (w smallBufs) Hijack() (net.Conn, *bufio.ReadWriter, error) {
	conn, brw, err := http.NewResponseController(w.ResponseWriter).Hijack()
	if err != nil {
		return nil, nil, err
	}
	// Bytes the client sent after its request are already in net/http's
	// reader: they must be in ours (Accept keeps only what is buffered).
	n := brw.Reader.Buffered()
	b, _ := brw.Reader.Peek(n)
	// The library reads the socket through fc (after what is buffered),
	// which follows the client's frames from the first.
	fc := &fragConn{Conn: conn}
	if fc.follow(b) >= 0 {
		fc.err = errFragments
	}
	r := bufio.NewReaderSize(io.MultiReader(bytes.NewReader(bytes.Clone(b)), fc), max(readBuf, n))
	if n > 0 {
		r.Peek(n)
	}
	w.s.conn, w.s.br, w.s.raw = conn, r, rawConn(conn)
	return fc, bufio.NewReadWriter(r, bufio.NewWriterSize(&frameWriter{conn: conn}, writeBuf)), nil
}

// frameWriter is under the small bufio.Writer: a frame longer than that
// buffer reaches it in two writes, the buffer's start of the frame and
// then the rest; it holds the start back and sends both in one write
// (writev), so that each frame is still one segment on the wire.
// It holds bytes only when it knows the frame they begin (it follows the
// frames' lengths) and sends them with the very next write, which
// coder/websocket makes before the frame's write returns.
type frameWriter struct {
	conn net.Conn
	head [writeBuf]byte
	n    int   // bytes held in head
	left int64 // bytes of the current frame not yet written
	lost bool  // a header split across writes: no longer followed, nothing held
}

func (w *frameWriter) Write(p []byte) (int, error) {
	if w.n > 0 {
		bufs := net.Buffers{w.head[:w.n], p}
		w.n = 0
		w.follow(p)
		if _, err := bufs.WriteTo(w.conn); err != nil {
			return 0, err
		}
		return len(p), nil
	}
	start := w.left == 0
	w.follow(p)
	if start && !w.lost && w.left > 0 && len(p) <= len(w.head) {
		w.n = copy(w.head[:], p)
		return len(p), nil
	}
	return w.conn.Write(p)
}

// follow advances over p, written, frame by frame.
func (w *frameWriter) follow(p []byte) {
	for !w.lost && len(p) > 0 {
		if w.left == 0 {
			head, size, ok := frameHeader(p)
			if !ok {
				w.lost = true
				return
			}
			w.left = int64(head) + size
		}
		k := min(w.left, int64(len(p)))
		w.left -= k
		p = p[k:]
	}
}

// frameHeader reads the header p begins: its length (the mask key
// included) and the payload's (at most 2^62); ok false while p holds less
// than the whole header.
func frameHeader(p []byte) (head int, size int64, ok bool) {
	if len(p) < 2 {
		return 0, 0, false
	}
	head, size = 2, int64(p[1]&127)
	switch size {
	case 126:
		head = 4
	case 127:
		head = 10
	}
	if p[1]&128 != 0 {
		head += 4 // a mask key (only a client's frames)
	}
	if len(p) < head {
		return 0, 0, false
	}
	switch size {
	case 126:
		size = int64(binary.BigEndian.Uint16(p[2:]))
	case 127:
		size = int64(min(binary.BigEndian.Uint64(p[2:]), 1<<62))
	}
	return head, size, true
}

// maxFragments is the most frames a client's message may come in. A
// message is counted against the limits once it has ended, and
// coder/websocket reads its frames until it does: a message begun and
// continued for ever with empty frames (6 bytes each) was never one, and
// 8 connections sending them (16 million frames in 8 s, none closed) held
// the other tables' act→event p50 at 47 ms instead of 1.2. A browser
// sends a message of at most 8 KB in one frame.
const maxFragments = 16

// errFragments ends the reading of a connection whose client sent a
// message in more than maxFragments frames.
var errFragments = errors.New("a message in too many frames")

// fragConn is the socket as coder/websocket reads it: it follows the
// client's frames as they pass and fails, for good, at a message's frame
// past maxFragments. Control frames (pings, pongs, a close) may come
// between a message's frames; they are counted where they are handled
// (accept.go).
type fragConn struct {
	net.Conn
	head  [14]byte // the longest header: 2, 8 of length, 4 of mask
	n     int      // bytes of a frame's header held
	left  int64    // bytes of the current frame's payload still to pass
	frags int      // frames of the message under way
	err   error
}

func (f *fragConn) Read(p []byte) (int, error) {
	if f.err != nil {
		return 0, f.err
	}
	n, err := f.Conn.Read(p)
	if at := f.follow(p[:n]); at >= 0 {
		// What came before the frame is the client's last messages'.
		f.err = errFragments
		return at, nil
	}
	return n, err
}

// follow advances over p, read, frame by frame; at a message's frame
// past maxFragments it returns where in p that frame began (0 when it
// began before p), else -1.
func (f *fragConn) follow(p []byte) int {
	start := 0 // where in p the header being read began
	for i := 0; i < len(p); {
		if f.left > 0 {
			k := min(f.left, int64(len(p)-i))
			f.left -= k
			i += int(k)
			continue
		}
		if f.n == 0 {
			start = i
		}
		f.head[f.n] = p[i]
		f.n++
		i++
		_, size, ok := frameHeader(f.head[:f.n])
		if !ok {
			continue
		}
		f.n, f.left = 0, size
		fin, op := f.head[0]&0x80 != 0, f.head[0]&0x0f
		if op >= 8 {
			continue // a control frame
		}
		if op == 0 {
			f.frags++
		} else {
			f.frags = 1
		}
		if f.frags > maxFragments {
			return start
		}
		if fin {
			f.frags = 0
		}
	}
	return -1
}
