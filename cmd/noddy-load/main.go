// Command noddy-load measures the table server (BENCHMARKS.md, "Shared
// table"). It builds and starts cmd/noddy-web as a process of its own on
// 127.0.0.1 with a fresh -data folder (or uses -server), then:
//
//	noddy-load -mode play -tables 2000      concurrent matches of computer players at full speed
//	noddy-load -mode waiting -tables 2000   tables each waiting with its creator connected: memory per table
//	noddy-load -mode restart -tables 10000  that many stored tables, then a kill -9 and restart: time to serve
//	noddy-load -mode floor -tables 2000     play's pattern against a relay that does no table's work (-floor ws|tcp)
//	noddy-load -mode hostile -tables 20     matches and creates while an attacker holds -idle connections and floods chat
//	noddy-load -mode full -tables 100       tables created until the store (-store-max MB) is short of room; the matches in play finish
//
// Every run is bounded (-timeout) and talks to 127.0.0.1 only.
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"math/rand/v2"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/coder/websocket"

	"noddy/client/tableclient"
	"noddy/protocol"
)

func main() {
	if kind := os.Getenv(floorEnv); kind != "" {
		serveFloor(kind)
		return
	}
	mode := flag.String("mode", "play", "play, waiting, restart, floor, hostile or full")
	tables := flag.Int("tables", 200, "how many tables (1 to 20000)")
	level := flag.String("as", "greedy", "the computer players' level")
	timeout := flag.Duration("timeout", 5*time.Minute, "stop after this long whatever happens")
	dials := flag.Int("dials", 64, "connections opened at once")
	flag.DurationVar(&think, "think", 0, "play mode: each seat waits this long before it acts (0: full speed)")
	bin := flag.String("bin", "", "the noddy-web binary (default: go build ./cmd/noddy-web)")
	extra := flag.String("server-flags", "", "more flags for the server, space-separated (e.g. -pprof 127.0.0.1:6060)")

	floorKind := flag.String("floor", "ws", "floor mode: the relay's sockets, ws (coder/websocket) or tcp (bare)")
	floorActions := flag.Int("actions", 24, "floor mode: actions a table (a match of Noddy at full speed is about 24)")
	idleConns := flag.Int("idle", 5000, "hostile mode: idle connections the attacker keeps open")
	idleAddrs := flag.Int("idle-addrs", 100, "hostile mode: addresses they come from (127.0.4.2 on); the server holds at most -conns-per-addr (64) from each")
	creates := flag.Int("creates", 200, "hostile mode: tables created from other addresses, each from its own")
	storeMax := flag.Int("store-max", 4, "full mode: the server's -store-max, MB (1 to 1024)")
	cpuprofile := flag.String("cpuprofile", "", "write this process's CPU profile to `FILE`")
	flag.Parse()
	if *cpuprofile != "" {
		f, err := os.Create(*cpuprofile)
		if err != nil {
			fail(err.Error())
		}
		pprof.StartCPUProfile(f)
		defer pprof.StopCPUProfile()
	}
	serverFlags = strings.Fields(*extra)
	if *mode == "hostile" || *mode == "full" {
		// The limits on, but creating (the measured creates all come
		// from this machine).
		serverFlags = append([]string{"-limit-msgs", "30", "-limit-loads", "40000", "-limit-writes", "256",
			"-conns-per-addr", "64", "-prehello-per-addr", "16"}, serverFlags...)
	}
	if *mode == "full" {
		if *storeMax < 1 || *storeMax > 1024 {
			fail("-store-max must be 1 to 1024")
		}
		serverFlags = append(serverFlags, "-store-max", strconv.Itoa(*storeMax))
	}
	if *tables < 1 || *tables > 20000 {
		fail("-tables must be 1 to 20000")
	}
	ctx, cancel := context.WithTimeout(context.Background(), *timeout)
	defer cancel()
	if *mode == "floor" {
		if *floorActions < 1 || *floorActions > 10000 {
			fail("-actions must be 1 to 10000")
		}
		r, err := floor(ctx, *floorKind, *tables, *floorActions)
		if err != nil {
			fail(err.Error())
		}
		r.print(*floorKind, *tables)
		return
	}
	if *bin == "" {
		*bin = build()
	}
	data, err := os.MkdirTemp("", "noddy-load-data")
	if err != nil {
		fail(err.Error())
	}
	defer os.RemoveAll(data)
	srv := start(*bin, data)
	defer srv.kill()
	fmt.Printf("server: pid %d on %s, GOMAXPROCS of this process %d, %d CPUs\n", srv.cmd.Process.Pid, srv.base, runtime.GOMAXPROCS(0), runtime.NumCPU())
	switch *mode {
	case "play":
		play(ctx, srv, *tables, *level, *dials)
	case "waiting":
		waiting(ctx, srv, *tables, *dials)
	case "hostile":
		hostileRun(ctx, srv, *tables, *idleConns, max(*idleAddrs, 1), *creates, *level)
	case "restart":
		restart(ctx, srv, *bin, data, *tables, *level, *dials)
	case "full":
		fullRun(ctx, srv, *bin, data, *tables, *storeMax)
	default:
		fail("unknown -mode " + *mode)
	}
}

func fail(msg string) {
	fmt.Fprintln(os.Stderr, "noddy-load:", msg)
	os.Exit(2)
}

func build() string {
	dir, err := os.MkdirTemp("", "noddy-load-bin")
	if err != nil {
		fail(err.Error())
	}
	path := filepath.Join(dir, "noddy-web")
	out, err := exec.Command("go", "build", "-o", path, "noddy/cmd/noddy-web").CombinedOutput()
	if err != nil {
		fail(fmt.Sprintf("go build: %v\n%s", err, out))
	}
	return path
}

var (
	serverFlags []string
	think       time.Duration
	// seatDial is the dial options of table i's seats: the defaults (from
	// 127.0.0.1), or in hostile mode an address of the table's own, as
	// visitors' seats come (the server limits one address's WebSockets
	// that have not said hello, which forty seats opened at once exceed).
	seatDial = func(i int) *websocket.DialOptions { return nil }
)

type server struct {
	cmd   *exec.Cmd
	base  string
	addr  string
	pprof string
	log   bytes.Buffer
}

// live is the server's heap and stacks in use after a collection, from
// its -pprof listener's /debug/memstats.
func (s *server) live() int64 {
	resp, err := http.Get("http://" + s.pprof + "/debug/memstats")
	if err != nil {
		return 0
	}
	defer resp.Body.Close()
	var b bytes.Buffer
	b.ReadFrom(resp.Body)
	var total int64
	for _, l := range strings.Split(b.String(), "\n") {
		f := strings.Fields(l)
		if len(f) == 2 && (f[0] == "heap_inuse" || f[0] == "stack_inuse") {
			n, _ := strconv.ParseInt(f[1], 10, 64)
			total += n
		}
	}
	return total
}

func freeAddr() string {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		fail(err.Error())
	}
	defer ln.Close()
	return ln.Addr().String()
}

func start(bin, data string) *server {
	return startAt(bin, data, freeAddr())
}

// startAt runs the server and returns once it answers.
func startAt(bin, data, addr string) *server {
	web, _ := os.MkdirTemp("", "noddy-load-web")
	s := &server{addr: addr, base: "http://" + addr}
	s.pprof = freeAddr()
	args := append([]string{"-addr", addr, "-dir", web, "-data", data, "-limit-msgs", "0", "-limit-create", "0", "-limit-loads", "0", "-limit-writes", "0",
		"-conns-per-addr", "0", "-prehello-per-addr", "1000000", "-pprof", s.pprof}, serverFlags...)
	s.cmd = exec.Command(bin, args...)
	s.cmd.Stdout, s.cmd.Stderr = &s.log, &s.log
	if err := s.cmd.Start(); err != nil {
		fail(err.Error())
	}
	for start := time.Now(); ; time.Sleep(5 * time.Millisecond) {
		if resp, err := http.Get(s.base + "/api/tables/AAAAAAAAAAAAAAAAAAAAAA"); err == nil {
			resp.Body.Close()
			return s
		}
		if time.Since(start) > time.Minute {
			fail("the server did not start:\n" + s.log.String())
		}
	}
}

func (s *server) kill() {
	if s.cmd.ProcessState == nil {
		s.cmd.Process.Signal(syscall.SIGKILL)
		s.cmd.Wait()
	}
}

// rss is the server process's resident memory, from /proc.
func (s *server) rss() int64 {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", s.cmd.Process.Pid))
	if err != nil {
		return 0
	}
	for _, l := range strings.Split(string(b), "\n") {
		if rest, ok := strings.CutPrefix(l, "VmRSS:"); ok {
			kb, _ := strconv.ParseInt(strings.Fields(rest)[0], 10, 64)
			return kb << 10
		}
	}
	return 0
}

// stats are one run's counts, shared by its clients.
type stats struct {
	mu       sync.Mutex
	lat      []time.Duration
	errors   atomic.Int64
	refusals atomic.Int64
	sent     map[string]int // actions sent (distinct intents), by table
	finished atomic.Int64
	gaps     atomic.Int64 // items after the snapshot not exactly the last seq + 1
	lost     int          // tables whose record differs from what their players sent
}

func quantile(ds []time.Duration, q float64) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	return ds[min(len(ds)-1, int(q*float64(len(ds))))]
}

// matches plays n tables to the end, all at once, and reports.
func matches(ctx context.Context, srv *server, n int, level string, dials int) *stats {
	base := srv.base
	cpu0 := cpuTime(srv.cmd.Process.Pid)
	st := &stats{sent: map[string]int{}}
	sem := make(chan struct{}, dials)
	var wg sync.WaitGroup
	ids := make([]string, n)
	start := time.Now()
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			c, err := tableclient.Create(ctx, base, "", 0, nil)
			if err != nil {
				<-sem
				st.errors.Add(1)
				return
			}
			ids[i] = c.ID
			// A seat that fails before its welcome still lets the table's
			// other seat, and the next table, go on.
			seated := make(chan struct{})
			var first, second sync.Once
			sit := func() { first.Do(func() { close(seated) }) }
			free := func() { second.Do(func() { <-sem }) }
			var inner sync.WaitGroup
			inner.Add(2)
			go func() {
				defer inner.Done()
				defer sit()
				if err := st.lightSeat(ctx, base, c.ID, seatDial(i), sit); err != nil {
					st.errors.Add(1)
				}
			}()
			<-seated
			go func() {
				defer inner.Done()
				defer free()
				if err := st.lightSeat(ctx, base, c.ID, seatDial(i), free); err != nil {
					st.errors.Add(1)
				}
			}()
			inner.Wait()
		}()
	}
	wg.Wait()
	took := time.Since(start)
	cpu := cpuTime(srv.cmd.Process.Pid) - cpu0
	// Lost actions: every action a player sent is in the table's record,
	// once (none was refused).
	lost := 0
	actions := 0
	for _, id := range ids {
		if id == "" {
			continue
		}
		var rec struct {
			Matches []struct{ Actions []json.RawMessage }
		}
		resp, err := http.Get(base + "/api/tables/" + id + "/record")
		if err != nil {
			st.errors.Add(1)
			continue
		}
		json.NewDecoder(resp.Body).Decode(&rec)
		resp.Body.Close()
		got := 0
		for _, m := range rec.Matches {
			got += len(m.Actions)
		}
		actions += got
		if got != st.sent[id] {
			lost++
		}
	}
	st.lost = lost
	slices.Sort(st.lat)
	fmt.Printf("tables %d (%d sockets), %d matches finished in %.1f s; %d actions (%.0f a second)\n",
		n, 2*n, st.finished.Load()/2, took.Seconds(), actions, float64(actions)/took.Seconds())
	// Both seats of a table see its end; a table counts once.
	fmt.Printf("intent→event: p50 %v, p90 %v, p99 %v, max %v over %d intents\n",
		quantile(st.lat, .5).Round(time.Microsecond), quantile(st.lat, .9).Round(time.Microsecond),
		quantile(st.lat, .99).Round(time.Microsecond), quantile(st.lat, 1).Round(time.Microsecond), len(st.lat))
	fmt.Printf("errors %d, refused intents %d, tables with lost or extra actions %d, items skipped or repeated in a seat's stream %d\n",
		st.errors.Load(), st.refusals.Load(), lost, st.gaps.Load())
	fmt.Printf("server CPU %.2f s: %.0f µs an action (tables created, seats taken and the record read included)\n",
		cpu.Seconds(), float64(cpu.Microseconds())/float64(max(actions, 1)))
	return st
}

func play(ctx context.Context, srv *server, n int, level string, dials int) {
	matches(ctx, srv, n, level, dials)
	fmt.Printf("server RSS at the end: %.1f MB\n", float64(srv.rss())/(1<<20))
}

// waiting opens n tables, each with its creator connected and waiting
// for the other seat, and reports the server's memory per table.
func waiting(ctx context.Context, srv *server, n, dials int) {
	time.Sleep(500 * time.Millisecond)
	before, liveBefore := srv.rss(), srv.live()
	sem := make(chan struct{}, dials)
	var wg sync.WaitGroup
	var errs atomic.Int64
	hold, release := context.WithCancel(ctx)
	defer release()
	for range n {
		wg.Add(1)
		go func() {
			sem <- struct{}{}
			c, err := tableclient.Create(ctx, srv.base, "", 0, nil)
			if err != nil {
				errs.Add(1)
				wg.Done()
				<-sem
				return
			}
			cl := &tableclient.Client{Servers: []string{srv.base}, Table: c.ID, GiveUp: 10 * time.Second}
			once := sync.Once{}
			cl.OnFrame = func(_ []byte, m *protocol.ServerMsg) {
				if m.Type == protocol.Welcome {
					once.Do(func() { wg.Done(); <-sem })
				}
			}
			go func() {
				if err := cl.Run(hold); err != nil && !errors.Is(err, context.Canceled) {
					errs.Add(1)
				}
			}()
		}()
	}
	wg.Wait()
	time.Sleep(2 * time.Second) // let the server settle
	after, liveAfter := srv.rss(), srv.live()
	if os.Getenv("NODDY_LOAD_HOLD") != "" {
		fmt.Println("holding; pprof on", srv.pprof)
		time.Sleep(20 * time.Second)
	}
	fmt.Printf("%d waiting tables, each with its creator's socket open; errors %d\n", n, errs.Load())
	fmt.Printf("server RSS %.1f MB → %.1f MB: %.1f KB a table\n",
		float64(before)/(1<<20), float64(after)/(1<<20), float64(after-before)/float64(n)/1024)
	fmt.Printf("server heap and stacks in use after a GC %.1f MB → %.1f MB: %.1f KB a table\n",
		float64(liveBefore)/(1<<20), float64(liveAfter)/(1<<20), float64(liveAfter-liveBefore)/float64(n)/1024)
}

// restart stores n tables (one in ten played to the end, the rest with
// a seat taken), kills the server with SIGKILL and times a restart on
// the same folder until it serves a stored table again.
func restart(ctx context.Context, srv *server, bin, data string, n int, level string, dials int) {
	played := n / 10
	matches(ctx, srv, played, level, dials)
	sem := make(chan struct{}, dials)
	var wg sync.WaitGroup
	var mu sync.Mutex
	var ids []string
	for range n - played {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			c, err := tableclient.Create(ctx, srv.base, "", 0, nil)
			if err != nil {
				return
			}
			cctx, cancel := context.WithCancel(ctx)
			cl := &tableclient.Client{Servers: []string{srv.base}, Table: c.ID}
			cl.OnFrame = func(_ []byte, m *protocol.ServerMsg) {
				if m.Type == protocol.Welcome {
					cancel()
				}
			}
			cl.Run(cctx)
			mu.Lock()
			ids = append(ids, c.ID)
			mu.Unlock()
		}()
	}
	wg.Wait()
	time.Sleep(time.Second)
	fmt.Printf("stored %d tables (%d played to the end, %d with a seat taken); server RSS %.1f MB\n",
		played+len(ids), played, len(ids), float64(srv.rss())/(1<<20))
	srv.kill()
	t0 := time.Now()
	srv2 := startAt(bin, data, srv.addr)
	defer srv2.kill()
	up := time.Since(t0)
	id := ids[rand.IntN(len(ids))]
	cctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	var seat atomic.Int64
	seat.Store(-9)
	cl := &tableclient.Client{Servers: []string{srv2.base}, Table: id}
	cl.OnFrame = func(_ []byte, m *protocol.ServerMsg) {
		if m.Type == protocol.Welcome {
			seat.Store(int64(*m.Seat))
			cancel()
		}
	}
	cl.Run(cctx)
	fmt.Printf("after kill -9: listening in %v, a stored table's seat taken over WebSocket %v after the start (seat %d)\n",
		up.Round(time.Millisecond), time.Since(t0).Round(time.Millisecond), seat.Load())
	time.Sleep(2 * time.Second)
	fmt.Printf("the restarted server with %d stored tables (none connected but that one): RSS %.1f MB, heap and stacks in use %.1f MB\n",
		played+len(ids), float64(srv2.rss())/(1<<20), float64(srv2.live())/(1<<20))
}
