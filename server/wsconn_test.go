//go:build !js

package server

import (
	"bufio"
	"bytes"
	"context"
	"encoding/binary"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
)

// chunks is a net.Conn that records each write.
type chunks struct {
	net.Conn
	w [][]byte
}

func (c *chunks) Write(p []byte) (int, error) {
	c.w = append(c.w, bytes.Clone(p))
	return len(p), nil
}

// frame is an unmasked frame as coder/websocket writes it.
func frame(n int) []byte {
	b := []byte{0x81, 0}
	switch {
	case n > 65535:
		b[1] = 127
		b = binary.BigEndian.AppendUint64(b, uint64(n))
	case n > 125:
		b[1] = 126
		b = binary.BigEndian.AppendUint16(b, uint16(n))
	default:
		b[1] = byte(n)
	}
	for i := range n {
		b = append(b, byte(i))
	}
	return b
}

// A frame leaves the small buffer in at most two writes, the held start
// and the rest, which a TCP connection sends in one writev; the bytes
// are those written, in order.
func TestFrameWriter(t *testing.T) {
	for _, n := range []int{0, 1, 5, 6, 13, 14, 15, 16, 100, 125, 126, 127, 1000, 65535, 65536, 70000} {
		c := &chunks{}
		bw := bufio.NewWriterSize(&frameWriter{conn: c}, writeBuf)
		var want []byte
		for range 3 {
			f := frame(n)
			want = append(want, f...)
			// As writeFrame does: header bytes, the payload, a flush.
			h := len(f) - n
			bw.WriteByte(f[0])
			bw.WriteByte(f[1])
			bw.Write(f[2:h])
			bw.Write(f[h:])
			bw.Flush()
		}
		got := bytes.Join(c.w, nil)
		if !bytes.Equal(got, want) {
			t.Fatalf("%d-byte frames: the bytes changed", n)
		}
		var starts []int
		at := 0
		for i, w := range c.w {
			if at%len(frame(n)) == 0 {
				starts = append(starts, i)
			}
			at += len(w)
		}
		for k, i := range starts {
			end := len(c.w)
			if k+1 < len(starts) {
				end = starts[k+1]
			}
			if end-i > 2 || end-i == 2 && len(c.w[i]) > writeBuf {
				t.Errorf("%d-byte frame %d: writes %v", n, k, lens(c.w[i:end]))
			}
		}
	}
}

// Bytes that do not follow the frames it knows pass through unchanged.
func TestFrameWriterLost(t *testing.T) {
	c := &chunks{}
	w := &frameWriter{conn: c}
	var want []byte
	for _, p := range [][]byte{{0x81}, {5, 1, 2}, {3, 4, 5}, frame(20)[:10], frame(20)[10:]} {
		want = append(want, p...)
		w.Write(p)
	}
	if got := bytes.Join(c.w, nil); !bytes.Equal(got, want) || w.n != 0 {
		t.Fatalf("got %v, want %v (holding %d)", got, want, w.n)
	}
}

func lens(w [][]byte) []int {
	var out []int
	for _, b := range w {
		out = append(out, len(b))
	}
	return out
}

// Messages of every size, and a ping's pong, cross a socket accepted
// with the small buffers; so do bytes the client sent with its request.
func TestSmallBufs(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ws, err := websocket.Accept(smallBufs{w, &session{}}, r, nil)
		if err != nil {
			return
		}
		ws.SetReadLimit(1 << 20)
		for {
			typ, b, err := ws.Read(context.Background())
			if err != nil {
				return
			}
			if ws.Write(context.Background(), typ, b) != nil {
				return
			}
		}
	}))
	defer srv.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	ws, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(srv.URL, "http"), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer ws.CloseNow()
	ws.SetReadLimit(1 << 20)
	go func() {
		for ctx.Err() == nil {
			ws.Ping(ctx)
			time.Sleep(time.Millisecond)
		}
	}()
	for _, n := range []int{0, 1, 10, 100, 125, 126, 511, 512, 513, 4096, 65535, 65536, 300000} {
		msg := bytes.Repeat([]byte{'x'}, n)
		if err := ws.Write(ctx, websocket.MessageText, msg); err != nil {
			t.Fatal(err)
		}
		_, got, err := ws.Read(ctx)
		if err != nil || !bytes.Equal(got, msg) {
			t.Fatalf("%d bytes: got %d, %v", n, len(got), err)
		}
	}

	// A frame sent with the request, before the 101, is read.
	conn, err := net.Dial("tcp", strings.TrimPrefix(srv.URL, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	conn.SetDeadline(time.Now().Add(10 * time.Second))
	req := "GET / HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n" +
		"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
	hi := []byte{0x81, 0x82, 1, 2, 3, 4, 'h' ^ 1, 'i' ^ 2} // masked "hi"
	if _, err := conn.Write(append([]byte(req), hi...)); err != nil {
		t.Fatal(err)
	}
	br := bufio.NewReader(conn)
	for {
		l, err := br.ReadString('\n')
		if err != nil {
			t.Fatal(err)
		}
		if l == "\r\n" {
			break
		}
	}
	echo := make([]byte, 4)
	if _, err := io.ReadFull(br, echo); err != nil || string(echo) != "\x81\x02hi" {
		t.Fatalf("echo %q, %v", echo, err)
	}
}

// fragConn follows a client's frames however the reads cut them: 16
// frames of a message pass, whatever their sizes and with control frames
// among them; the 17th fails.
func TestFragConnFollows(t *testing.T) {
	masked := func(fin bool, op byte, n int) []byte {
		b0 := op
		if fin {
			b0 |= 0x80
		}
		b := []byte{b0}
		switch {
		case n > 65535:
			b = append(b, 0x80|127)
			b = binary.BigEndian.AppendUint64(b, uint64(n))
		case n > 125:
			b = append(b, 0x80|126)
			b = binary.BigEndian.AppendUint16(b, uint16(n))
		default:
			b = append(b, 0x80|byte(n))
		}
		b = append(b, 1, 2, 3, 4)
		return append(b, make([]byte, n)...)
	}
	message := func(frames int) []byte {
		sizes := []int{0, 1, 125, 126, 70000, 65535}
		var out []byte
		for i := range frames {
			op := byte(0)
			if i == 0 {
				op = 1
			}
			out = append(out, masked(i == frames-1, op, sizes[i%len(sizes)])...)
			if i%5 == 2 {
				out = append(out, masked(true, 9, 3)...) // a ping among them
			}
		}
		return out
	}
	for _, cut := range []int{1, 3, 7, 1 << 20} {
		var stream []byte
		for range 3 {
			stream = append(stream, message(maxFragments)...)
			stream = append(stream, masked(true, 1, 10)...)
		}
		over := message(maxFragments + 1)
		// The 17th frame (70,000 bytes, a 14-byte header) ends the stream.
		at17 := len(stream) + len(over) - len(masked(false, 0, 70000))
		stream = append(stream, over...)
		f := &fragConn{}
		got := -1
		for at := 0; at < len(stream) && got < 0; at += cut {
			if k := f.follow(stream[at:min(at+cut, len(stream))]); k >= 0 {
				got = at + k
			}
		}
		// Where the header began, or the read its last bytes came in.
		if got != at17 && !(got > at17 && got < at17+14 && got%cut == 0) {
			t.Errorf("reads of %d bytes: the frame past %d found at byte %d, want %d", cut, maxFragments, got, at17)
		}
	}
}
