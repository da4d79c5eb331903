package server

import (
	"bufio"
	"bytes"
	"encoding/binary"
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
	r := bufio.NewReaderSize(io.MultiReader(bytes.NewReader(bytes.Clone(b)), conn), max(readBuf, n))
	if n > 0 {
		r.Peek(n)
	}
	w.s.conn, w.s.br, w.s.raw = conn, r, rawConn(conn)
	return conn, bufio.NewReadWriter(r, bufio.NewWriterSize(&frameWriter{conn: conn}, writeBuf)), nil
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
			size, ok := frameSize(p)
			if !ok {
				w.lost = true
				return
			}
			w.left = size
		}
		k := min(w.left, int64(len(p)))
		w.left -= k
		p = p[k:]
	}
}

// frameSize is the length, header included, of the frame p begins; ok
// false when p is shorter than the header.
func frameSize(p []byte) (int64, bool) {
	if len(p) < 2 {
		return 0, false
	}
	h, l := 2, int64(p[1]&127)
	switch l {
	case 126:
		if len(p) < 4 {
			return 0, false
		}
		h, l = 4, int64(binary.BigEndian.Uint16(p[2:]))
	case 127:
		if len(p) < 10 {
			return 0, false
		}
		u := binary.BigEndian.Uint64(p[2:])
		if u > 1<<62 {
			return 0, false
		}
		h, l = 10, int64(u)
	}
	if p[1]&128 != 0 {
		h += 4 // a mask key (only a client's frames)
	}
	return int64(h) + l, true
}
