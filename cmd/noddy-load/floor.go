package main

import (
	"bufio"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/coder/websocket"
)

// The floor: the least any two-seat table server can cost on this
// machine, measured with the play run's own pattern (every table always
// has one intent in flight) but a server that does nothing a table needs
// but relay: no engine, no store, no JSON. Each action is one frame from
// the seat that acts and one frame of floorFrame bytes to each of the two
// seats. Its latencies are what play's could be with a server costing
// nothing, so they say whether a goal is out of reach of any server.
//
// The relay runs as a process of its own, this binary started again with
// floorEnv set to "ws" (coder/websocket, as the table server) or "tcp"
// (bare TCP, a frame being a 2-byte length and its bytes).
const (
	floorEnv   = "NODDY_LOAD_FLOOR_SERVER"
	floorFrame = 400 // about a played card's items frame
)

type floorResult struct {
	lat                []time.Duration
	elapsed            time.Duration
	serverCPU, selfCPU time.Duration
}

func floor(ctx context.Context, kind string, tables, actions int) (floorResult, error) {
	if kind != "ws" && kind != "tcp" {
		return floorResult{}, fmt.Errorf("-floor must be ws or tcp, not %q", kind)
	}
	self, err := os.Executable()
	if err != nil {
		return floorResult{}, err
	}
	cmd := exec.CommandContext(ctx, self)
	cmd.Env = append(os.Environ(), floorEnv+"="+kind)
	out, err := cmd.StdoutPipe()
	if err != nil {
		return floorResult{}, err
	}
	if err := cmd.Start(); err != nil {
		return floorResult{}, err
	}
	defer func() { cmd.Process.Kill(); cmd.Wait() }()
	addr, err := bufio.NewReader(out).ReadString('\n')
	if err != nil {
		return floorResult{}, fmt.Errorf("the relay did not start: %v", err)
	}
	addr = strings.TrimSpace(addr)

	seats := make([][2]floorConn, tables)
	sem := make(chan struct{}, 64)
	var (
		wg      sync.WaitGroup
		mu      sync.Mutex
		dialErr error
	)
	for i := range tables {
		for s := range 2 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				sem <- struct{}{}
				defer func() { <-sem }()
				c, err := dialFloor(ctx, kind, addr, i, s)
				mu.Lock()
				defer mu.Unlock()
				if err != nil {
					dialErr = err
					return
				}
				seats[i][s] = c
			}()
		}
	}
	wg.Wait()
	if dialErr != nil {
		return floorResult{}, dialErr
	}
	defer func() {
		for _, p := range seats {
			p[0].Close()
			p[1].Close()
		}
	}()

	var r floorResult
	cpu0, self0, t0 := cpuTime(cmd.Process.Pid), cpuTime(os.Getpid()), time.Now()
	act := []byte(`{"type":"act"}`)
	var runErr error
	for i := range tables {
		for s := range 2 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				c := seats[i][s]
				fail := func(err error) {
					mu.Lock()
					runErr = err
					mu.Unlock()
				}
				// Seat 0 makes the even actions, seat 1 the odd; both read each one's frame.
				var sent time.Time
				if s == 0 {
					sent = time.Now()
					if err := c.Write(ctx, act); err != nil {
						fail(err)
						return
					}
				}
				for k := range actions {
					if err := c.Read(ctx); err != nil {
						fail(err)
						return
					}
					switch {
					case k%2 == s:
						mu.Lock()
						r.lat = append(r.lat, time.Since(sent))
						mu.Unlock()
					case k+1 < actions:
						sent = time.Now()
						if err := c.Write(ctx, act); err != nil {
							fail(err)
							return
						}
					}
				}
			}()
		}
	}
	wg.Wait()
	r.elapsed = time.Since(t0)
	r.serverCPU, r.selfCPU = cpuTime(cmd.Process.Pid)-cpu0, cpuTime(os.Getpid())-self0
	return r, runErr
}

// floorConn is one seat's connection to the relay.
type floorConn interface {
	Write(ctx context.Context, b []byte) error
	Read(ctx context.Context) error
	Close() error
}

func dialFloor(ctx context.Context, kind, addr string, table, seat int) (floorConn, error) {
	if kind == "ws" {
		c, _, err := websocket.Dial(ctx, fmt.Sprintf("ws://%s/floor/%d/%d", addr, table, seat), nil)
		if err != nil {
			return nil, err
		}
		return wsFloor{c}, nil
	}
	c, err := net.Dial("tcp", addr)
	if err != nil {
		return nil, err
	}
	if _, err := c.Write(binary.BigEndian.AppendUint32(nil, uint32(table<<1|seat))); err != nil {
		c.Close()
		return nil, err
	}
	return &tcpFloor{c: c, r: bufio.NewReader(c), buf: make([]byte, floorFrame)}, nil
}

type wsFloor struct{ c *websocket.Conn }

func (w wsFloor) Write(ctx context.Context, b []byte) error {
	return w.c.Write(ctx, websocket.MessageText, b)
}

func (w wsFloor) Read(ctx context.Context) error {
	_, _, err := w.c.Read(ctx)
	return err
}

func (w wsFloor) Close() error { return w.c.CloseNow() }

type tcpFloor struct {
	c   net.Conn
	r   *bufio.Reader
	buf []byte
}

func (t *tcpFloor) Write(_ context.Context, b []byte) error {
	_, err := t.c.Write(append(binary.BigEndian.AppendUint16(nil, uint16(len(b))), b...))
	return err
}

func (t *tcpFloor) Read(context.Context) error { return readTCPFrame(t.r, t.buf) }

func (t *tcpFloor) Close() error { return t.c.Close() }

func readTCPFrame(r *bufio.Reader, buf []byte) error {
	var h [2]byte
	if _, err := io.ReadFull(r, h[:]); err != nil {
		return err
	}
	n := int(binary.BigEndian.Uint16(h[:]))
	if n > len(buf) {
		return errors.New("frame too long")
	}
	_, err := io.ReadFull(r, buf[:n])
	return err
}

// floorTable is a table at the relay: its two seats' connections, and
// a lock so that a frame's two copies go out before the next action's.
type floorTable struct {
	mu    sync.Mutex
	seats [2]func([]byte) error
	n     int
	ready chan struct{}
}

// serveFloor is the relay's process: it prints its address and relays
// until killed.
func serveFloor(kind string) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		fail(err.Error())
	}
	fmt.Println(l.Addr().String())
	var mu sync.Mutex
	tables := map[int]*floorTable{}
	join := func(id, seat int, write func([]byte) error) *floorTable {
		mu.Lock()
		t := tables[id]
		if t == nil {
			t = &floorTable{ready: make(chan struct{})}
			tables[id] = t
		}
		t.seats[seat] = write
		if t.n++; t.n == 2 {
			close(t.ready)
		}
		mu.Unlock()
		<-t.ready
		return t
	}
	relay := func(t *floorTable, frame []byte) {
		t.mu.Lock()
		for _, w := range t.seats {
			w(frame)
		}
		t.mu.Unlock()
	}
	payload := []byte(strings.Repeat("x", floorFrame))
	if kind == "ws" {
		http.HandleFunc("/floor/{id}/{seat}", func(w http.ResponseWriter, r *http.Request) {
			id, err1 := strconv.Atoi(r.PathValue("id"))
			seat, err2 := strconv.Atoi(r.PathValue("seat"))
			if err1 != nil || err2 != nil || seat < 0 || seat > 1 {
				http.NotFound(w, r)
				return
			}
			c, err := websocket.Accept(w, r, nil)
			if err != nil {
				return
			}
			ctx := context.Background()
			t := join(id, seat, func(b []byte) error { return c.Write(ctx, websocket.MessageText, b) })
			for {
				if _, _, err := c.Read(ctx); err != nil {
					return
				}
				relay(t, payload)
			}
		})
		http.Serve(l, nil)
		return
	}
	frame := binary.BigEndian.AppendUint16(nil, floorFrame)
	frame = append(frame, payload...)
	for {
		c, err := l.Accept()
		if err != nil {
			return
		}
		go func() {
			r := bufio.NewReader(c)
			var h [4]byte
			if _, err := io.ReadFull(r, h[:]); err != nil {
				c.Close()
				return
			}
			v := int(binary.BigEndian.Uint32(h[:]))
			t := join(v>>1, v&1, func(b []byte) error { _, err := c.Write(b); return err })
			buf := make([]byte, floorFrame)
			for readTCPFrame(r, buf) == nil {
				relay(t, frame)
			}
		}()
	}
}

func (r floorResult) print(kind string, tables int) {
	slices.Sort(r.lat)
	n := len(r.lat)
	fmt.Printf("floor (%s relay: no engine, no store, no JSON): tables %d (%d sockets), %d actions in %.2f s (%.0f a second)\n",
		kind, tables, 2*tables, n, r.elapsed.Seconds(), float64(n)/r.elapsed.Seconds())
	fmt.Printf("intent→event: p50 %v, p90 %v, p99 %v, max %v over %d intents\n",
		quantile(r.lat, .5).Round(time.Microsecond), quantile(r.lat, .9).Round(time.Microsecond),
		quantile(r.lat, .99).Round(time.Microsecond), quantile(r.lat, 1).Round(time.Microsecond), n)
	fmt.Printf("relay CPU %.2f s (%.0f µs an action), load generator CPU %.2f s (%.0f µs an action)\n",
		r.serverCPU.Seconds(), float64(r.serverCPU.Microseconds())/float64(max(n, 1)),
		r.selfCPU.Seconds(), float64(r.selfCPU.Microseconds())/float64(max(n, 1)))
}
