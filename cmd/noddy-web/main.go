// Command noddy-web serves the browser build of Noddy and its shared
// tables, and prepares the build.
//
//	noddy-web [-addr 127.0.0.1:8080] [-dir web] [-data DIR | -nats URL]   serve the folder and the tables
//	noddy-web -build [-dir web]                     write noddy.json and .br/.gz siblings
//	noddy-web -dist dist [-dir web]                 make a static folder for any host
//
// See serve.go for what the server sends (types, precompressed files, caching),
// precompress.go for the build step, and the table package (docs/PROTOCOL.md)
// for the tables.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"time"

	"golang.org/x/time/rate"

	"noddy/protocol"
	"noddy/server"
)

func main() {
	log.SetFlags(0)
	log.SetPrefix("noddy-web: ")
	if err := run(os.Args[1:]); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			os.Exit(0)
		}
		log.Fatal(err)
	}
}

func run(args []string) error {
	fs := flag.NewFlagSet("noddy-web", flag.ContinueOnError)
	addr := fs.String("addr", "127.0.0.1:8080", "address to listen on (host:port)")
	dir := fs.String("dir", "web", "folder to serve or build")
	build := fs.Bool("build", false, "write the manifest and precompressed files in -dir, then exit")
	dist := fs.String("dist", "", "write a static copy of -dir (hashed .wasm name, precompressed) to this folder, then exit")
	quality := fs.Int("quality", 11, "brotli quality 0..11 for -build and -dist (11: smallest, about a minute for the game)")
	var o serveOptions
	fs.StringVar(&o.data, "data", defaultDataDir(), "folder for the tables (embedded NATS JetStream file storage)")
	fs.StringVar(&o.nats, "nats", "", "use the NATS cluster at this `URL` instead of -data, so several servers share the tables")
	fs.IntVar(&o.replicas, "replicas", 1, "with -nats: replicas of the tables' stream (at most the cluster's size)")
	fs.StringVar(&o.origins, "origins", "localhost:*,127.0.0.1:*,[::1]:*", "comma-separated `hosts` (patterns) whose pages may open a table besides this server's own")
	fs.BoolVar(&o.trustProxy, "trust-proxy", false, "behind a TLS proxy: take the client's address from X-Forwarded-For and the scheme from X-Forwarded-Proto")
	fs.StringVar(&o.publicURL, "public-url", "", "base `URL` of table links (default: the request's scheme and host)")
	fs.IntVar(&o.createPerMin, "limit-create", 10, "tables created per minute per address (0: no limit)")
	fs.IntVar(&o.msgsPerSec, "limit-msgs", 30, "WebSocket messages per second per address (0: no limit)")
	fs.StringVar(&o.stun, "stun", "", "comma-separated STUN server `URLs` for voice tables (stun:host:port); none are needed on one machine or network")
	fs.StringVar(&o.turn, "turn", "", "comma-separated TURN server `URLs` for voice tables (turn:host:port), for players behind NAT; with -turn-user and -turn-pass")
	fs.StringVar(&o.turnUser, "turn-user", "", "the TURN servers' user name")
	fs.StringVar(&o.turnPass, "turn-pass", "", "the TURN servers' password (given only to the seats of voice tables)")
	fs.StringVar(&o.logFormat, "log-format", "text", "the log's format: text (key=value) or json")
	fs.TextVar(&o.logLevel, "log-level", slog.LevelInfo, "the least `level` logged: debug, info, warn or error")
	fs.StringVar(&o.pprof, "pprof", "", "serve Go's profiles (net/http/pprof) on this `address` (for measuring; keep it private)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	if _, err := o.iceServers(); err != nil {
		return err
	}
	if info, err := os.Stat(*dir); err != nil {
		return err
	} else if !info.IsDir() {
		return fmt.Errorf("-dir %s: not a folder", *dir)
	}
	switch {
	case *build && *dist != "":
		return errors.New("-build and -dist exclude each other")
	case *build:
		start := time.Now()
		m, err := WriteManifest(*dir, "noddy.wasm")
		if err != nil {
			return err
		}
		wrote, err := Precompress(*dir, *quality)
		if err != nil {
			return err
		}
		log.Printf("%s: %s %d bytes; wrote %v in %.1fs", *dir, m.Wasm, m.Size, wrote, time.Since(start).Seconds())
		return nil
	case *dist != "":
		m, err := Dist(*dir, *dist, *quality)
		if err != nil {
			return err
		}
		log.Printf("%s: static site ready (%s, %d bytes)", *dist, m.Wasm, m.Size)
		return nil
	}
	return serve(*addr, *dir, o)
}

type serveOptions struct {
	data, nats, origins, publicURL string
	stun, turn, turnUser, turnPass string
	pprof, logFormat               string
	logLevel                       slog.Level
	replicas, createPerMin         int
	msgsPerSec                     int
	trustProxy                     bool
}

// defaultDataDir is where tables are kept when -data is not given: the
// platform's per-user data folder (XDG_DATA_HOME or ~/.local/share on
// Linux and the BSDs, Application Support on macOS, LocalAppData on
// Windows), under noddy/tables.
func defaultDataDir() string {
	var base string
	switch runtime.GOOS {
	case "darwin", "ios":
		base, _ = os.UserConfigDir()
	case "windows":
		base, _ = os.UserCacheDir()
	default:
		base = os.Getenv("XDG_DATA_HOME")
		if home, err := os.UserHomeDir(); base == "" && err == nil {
			base = filepath.Join(home, ".local", "share")
		}
	}
	if base == "" {
		base = os.TempDir()
	}
	return filepath.Join(base, "noddy", "tables")
}

func perSecond(n int, per time.Duration) (rate.Limit, int) {
	if n <= 0 {
		return rate.Inf, 0
	}
	return rate.Every(per / time.Duration(n)), n
}

// newMux routes the tables' API and links to the table server and the
// rest to the game's files.
func newMux(files http.Handler, tables *server.Server) *http.ServeMux {
	mux := http.NewServeMux()
	th := tables.Handler()
	mux.Handle("/api/", th)
	mux.Handle("/t/", th)
	mux.Handle("/", files)
	return mux
}

func serve(addr, dir string, o serveOptions) error {
	logger, err := server.NewLogger(os.Stderr, o.logFormat, o.logLevel)
	if err != nil {
		return err
	}
	h, err := NewHandler(dir)
	if err != nil {
		return err
	}
	defer h.Close()
	var store *server.Store
	if o.nats != "" {
		store, err = server.OpenURL(o.nats, o.replicas)
	} else {
		if err = os.MkdirAll(o.data, 0o700); err == nil {
			store, err = server.OpenEmbedded(o.data)
		}
	}
	if err != nil {
		return fmt.Errorf("tables: %w", err)
	}
	defer store.Close()
	cfg := server.Config{Store: store, TrustProxy: o.trustProxy, PublicURL: o.publicURL, Index: h, Log: logger}
	cfg.ICE, _ = o.iceServers()
	for _, p := range strings.Split(o.origins, ",") {
		if p = strings.TrimSpace(p); p != "" {
			cfg.Origins = append(cfg.Origins, p)
		}
	}
	cfg.CreateRate, cfg.CreateBurst = perSecond(o.createPerMin, time.Minute)
	cfg.MsgRate, cfg.MsgBurst = perSecond(o.msgsPerSec, time.Second)
	cfg.MsgBurst *= 3
	tables, err := server.New(cfg)
	if err != nil {
		return fmt.Errorf("tables: %w", err)
	}
	defer tables.Close()
	if o.pprof != "" {
		go http.ListenAndServe(o.pprof, pprofMux())
	}
	mux := newMux(h, tables)
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	srv := &http.Server{
		Handler:           server.LogRequests(logger, mux),
		ReadHeaderTimeout: 10 * time.Second,
		ErrorLog:          slog.NewLogLogger(logger.Handler(), slog.LevelWarn),
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	go func() {
		<-ctx.Done()
		shut, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		srv.Shutdown(shut)
	}()
	where := "tables in " + o.data
	if o.nats != "" {
		where = "tables on NATS"
	}
	logger.Info("serving", "dir", dir, "tables", where, "addr", ln.Addr().String())
	if err := srv.Serve(ln); !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// iceServers is -stun and -turn as the voice tables' seats are given them:
// each URL must be stun:, turn: or turns:, and TURN needs its user and
// password.
func (o serveOptions) iceServers() ([]protocol.ICEServer, error) {
	var out []protocol.ICEServer
	list := func(flag, s string, schemes ...string) ([]string, error) {
		var urls []string
		for _, u := range strings.Split(s, ",") {
			if u = strings.TrimSpace(u); u == "" {
				continue
			}
			ok := false
			for _, sc := range schemes {
				ok = ok || strings.HasPrefix(u, sc+":") && len(u) > len(sc)+1
			}
			if !ok {
				return nil, fmt.Errorf("-%s %q: want %s:host[:port]", flag, u, strings.Join(schemes, ": or "))
			}
			urls = append(urls, u)
		}
		return urls, nil
	}
	stun, err := list("stun", o.stun, "stun")
	if err != nil {
		return nil, err
	}
	if len(stun) > 0 {
		out = append(out, protocol.ICEServer{URLs: stun})
	}
	turn, err := list("turn", o.turn, "turn", "turns")
	if err != nil {
		return nil, err
	}
	switch {
	case len(turn) > 0 && (o.turnUser == "" || o.turnPass == ""):
		return nil, errors.New("-turn needs -turn-user and -turn-pass")
	case len(turn) == 0 && (o.turnUser != "" || o.turnPass != ""):
		return nil, errors.New("-turn-user and -turn-pass are for -turn")
	case len(turn) > 0:
		out = append(out, protocol.ICEServer{URLs: turn, Username: o.turnUser, Credential: o.turnPass})
	}
	return out, nil
}
