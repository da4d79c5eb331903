package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"golang.org/x/time/rate"

	"noddy/protocol"
	"noddy/server"
)

// Serving on the open internet: every flag below is in docs/HOSTING.md
// with what it protects.

type serveOptions struct {
	data, nats, origins, publicURL string
	stun, turn, turnSecretFile     string
	turnTTL                        time.Duration
	voiceRelay                     bool
	pprof, metricsAddr, logFormat  string
	logLevel                       slog.Level
	replicas, createPerMin         int
	loadsPerMin, writeKBPerMin     int
	msgsPerSec, storeMaxMB         int
	trustProxy                     bool

	maxConns, fdReserve, connsPerAddr, preHelloPerAddr int
	watchersPerTable, tableItems                       int
	helloTimeout, headerTimeout, readTimeout           time.Duration
	storeSync                                          time.Duration
	writeTimeout, idleTimeout, drainTimeout            time.Duration
	maxHeader, maxBody                                 int
}

// turnSecretEnv is where the TURN secret may be given instead of a file.
const turnSecretEnv = "NODDY_TURN_SECRET"

func serveFlags(fs *flag.FlagSet) *serveOptions {
	o := &serveOptions{}
	fs.StringVar(&o.data, "data", defaultDataDir(), "folder for the tables (embedded NATS JetStream file storage)")
	fs.StringVar(&o.nats, "nats", "", "use the NATS cluster at this `URL` instead of -data, so several servers share the tables")
	fs.DurationVar(&o.storeSync, "store-sync", 2*time.Minute, "with -data: how often the store's files are synced to disk (NATS's sync_interval)")
	fs.IntVar(&o.storeMaxMB, "store-max", 1024, "MB the tables' stream may hold (JetStream's cap; 0: none): at nine tenths no new table, chat, names or Play again, so that the matches in play finish in the last tenth; at the cap nothing is kept until tables expire. One address at -limit-writes 256 writes at most about 720 MB in the 48 hours a table lasts")
	fs.IntVar(&o.replicas, "replicas", 1, "with -nats: replicas of the tables' stream (at most the cluster's size)")
	fs.StringVar(&o.origins, "origins", "localhost:*,127.0.0.1:*,[::1]:*", "comma-separated `hosts` (patterns) whose pages may open a table besides this server's own")
	fs.BoolVar(&o.trustProxy, "trust-proxy", false, "behind a TLS proxy: take the client's address from X-Forwarded-For and the scheme from X-Forwarded-Proto, when the connection comes from a loopback or private address (the proxy's)")
	fs.StringVar(&o.publicURL, "public-url", "", "base `URL` of table links (default: the request's scheme and host)")
	fs.IntVar(&o.createPerMin, "limit-create", 10, "tables created per minute per address (0: no limit)")
	fs.IntVar(&o.writeKBPerMin, "limit-writes", 256, "KB of log entries one address's moves, chat and other intents may write to the tables, at once and a minute (each is kept 48 hours past its table's last move; a seat playing and chatting writes a few KB a minute; 0: no limit)")
	fs.IntVar(&o.loadsPerMin, "limit-loads", 40000, "entries of the logs of tables not held in memory that one address may have loaded, at once and a minute (each table is replayed from its log; one at -table-items 20000 has about 9,400; 0: no limit)")
	fs.IntVar(&o.msgsPerSec, "limit-msgs", 30, "WebSocket messages per second per seat, or per connection that holds no seat, bursts of three seconds' worth (0: no limit)")
	fs.IntVar(&o.maxConns, "max-conns", 0, "connections held at once (0: what the open-file limit leaves after -fd-reserve)")
	fs.IntVar(&o.fdReserve, "fd-reserve", 256, "open files kept from connections for the store and the files served")
	fs.IntVar(&o.connsPerAddr, "conns-per-addr", 64, "connections from one address (0: no limit; with -trust-proxy not applied to the proxy's, from loopback and private addresses)")
	fs.IntVar(&o.preHelloPerAddr, "prehello-per-addr", 16, "table WebSockets from one address that have not said hello")
	fs.IntVar(&o.watchersPerTable, "watchers-per-table", 50, "watchers a table takes at once (each of its events is sent to every one; -1: no cap)")
	fs.IntVar(&o.tableItems, "table-items", 20000, "items a table's stream may hold, about 75 matches of cribbage to 121 (each kept in memory while the table is in use); past it only the match under way plays on (-1: no cap)")
	fs.DurationVar(&o.helloTimeout, "hello-timeout", 10*time.Second, "a table WebSocket's time to say hello")
	fs.DurationVar(&o.headerTimeout, "header-timeout", 5*time.Second, "time to send a request's headers")
	fs.DurationVar(&o.readTimeout, "read-timeout", 15*time.Second, "time to send a whole request, body included")
	fs.DurationVar(&o.writeTimeout, "write-timeout", 30*time.Second, "time to take an answer (a file is given this plus a second per 32 KB)")
	fs.DurationVar(&o.idleTimeout, "idle-timeout", 60*time.Second, "how long a kept-alive HTTP connection may idle between requests")
	fs.IntVar(&o.maxHeader, "max-header", 16<<10, "a request's headers, in bytes")
	fs.IntVar(&o.maxBody, "max-body", 16<<10, "a request's body, in bytes (a new table's is at most 4 KB)")
	fs.DurationVar(&o.drainTimeout, "drain-timeout", 10*time.Second, "on SIGTERM, how long to wait for the table WebSockets to close")
	fs.StringVar(&o.stun, "stun", "", "comma-separated STUN server `URLs` for voice tables (stun:host:port); none are needed on one machine or network")
	fs.StringVar(&o.turn, "turn", "", "comma-separated TURN server `URLs` for voice tables (turn:host:port), for players behind NAT; with a shared secret ("+turnSecretEnv+" or -turn-secret-file)")
	fs.StringVar(&o.turnSecretFile, "turn-secret-file", "", "`file` holding the TURN servers' shared secret (coturn's static-auth-secret); or set "+turnSecretEnv)
	fs.DurationVar(&o.turnTTL, "turn-ttl", 6*time.Hour, "how long a seat's TURN credential lasts")
	fs.BoolVar(&o.voiceRelay, "voice-relay", false, "with -turn: keep the players' addresses from each other; every call goes through the TURN server (relay candidates only)")
	gone := func(name string) {
		fs.Func(name, "gone: a password on the command line is seen by every user of the machine (ps); use -turn-secret-file or "+turnSecretEnv, func(string) error {
			return fmt.Errorf("-%s is gone: a password on the command line is seen by every user of the machine; give the TURN servers' shared secret in -turn-secret-file or %s (time-limited credentials, docs/HOSTING.md)", name, turnSecretEnv)
		})
	}
	gone("turn-user")
	gone("turn-pass")
	fs.StringVar(&o.logFormat, "log-format", "text", "the log's format: text (key=value) or json")
	fs.TextVar(&o.logLevel, "log-level", slog.LevelInfo, "the least `level` logged: debug, info, warn or error")
	fs.StringVar(&o.metricsAddr, "metrics-addr", "", "serve /metrics on this `address` only (default: on -addr with the game)")
	fs.StringVar(&o.pprof, "pprof", "", "serve Go's profiles (net/http/pprof) on this `address` (for measuring; keep it private)")
	return o
}

// check refuses bad flags before anything starts.
func (o *serveOptions) check() error {
	if _, err := o.iceServers(); err != nil {
		return err
	}
	if turn, err := o.turnConfig(); err != nil {
		return err
	} else if o.voiceRelay && turn == nil {
		return errors.New("-voice-relay needs -turn: with relay candidates only, every call goes through a TURN server")
	}
	if o.logFormat != "text" && o.logFormat != "json" {
		return fmt.Errorf("-log-format %q: want text or json", o.logFormat)
	}
	if o.storeMaxMB < 0 {
		return fmt.Errorf("-store-max %d: want 0 (no cap) or the MB the tables may take", o.storeMaxMB)
	}
	if o.tableItems != -1 && o.tableItems < 1000 {
		return fmt.Errorf("-table-items %d: want -1 (no cap) or at least 1000 (the longest match, of seven-card cribbage, is about 400)", o.tableItems)
	}
	return nil
}

// iceServers is -stun as the voice tables' seats are given it.
func (o *serveOptions) iceServers() ([]protocol.ICEServer, error) {
	stun, err := urlList("stun", o.stun, "stun")
	if err != nil || len(stun) == 0 {
		return nil, err
	}
	return []protocol.ICEServer{{URLs: stun}}, nil
}

// turnConfig is -turn with its secret: nil without -turn.
func (o *serveOptions) turnConfig() (*server.TURN, error) {
	urls, err := urlList("turn", o.turn, "turn", "turns")
	if err != nil {
		return nil, err
	}
	secret := []byte(os.Getenv(turnSecretEnv))
	if o.turnSecretFile != "" {
		if secret, err = os.ReadFile(o.turnSecretFile); err != nil {
			return nil, fmt.Errorf("-turn-secret-file: %w", err)
		}
	}
	secret = bytes.TrimSpace(secret)
	switch {
	case len(urls) == 0 && o.turnSecretFile != "":
		return nil, errors.New("-turn-secret-file is for -turn")
	case len(urls) == 0:
		return nil, nil
	case len(secret) == 0:
		return nil, fmt.Errorf("-turn needs the TURN servers' shared secret: in -turn-secret-file or %s", turnSecretEnv)
	case o.turnTTL < time.Minute:
		return nil, errors.New("-turn-ttl: at least a minute")
	}
	return &server.TURN{URLs: urls, Secret: secret, TTL: o.turnTTL}, nil
}

// urlList reads a comma-separated list of URLs with one of schemes.
func urlList(flag, s string, schemes ...string) ([]string, error) {
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

func perSecond(n int, per time.Duration) (rate.Limit, int) {
	if n <= 0 {
		return rate.Inf, 0
	}
	return rate.Every(per / time.Duration(n)), n
}

// newMux routes the tables' API and links to the table server, the
// host's probes and metrics, and the rest to the game's files.
func newMux(files http.Handler, tables *server.Server, metrics bool) *http.ServeMux {
	mux := http.NewServeMux()
	th := tables.Handler()
	mux.Handle("/api/", th)
	mux.Handle("/t/", th)
	mux.HandleFunc("GET /healthz", tables.Healthz)
	mux.HandleFunc("GET /readyz", tables.Readyz)
	if metrics {
		mux.Handle("GET /metrics", server.PrivateOnly(tables.MetricsHandler()))
	}
	mux.Handle("/", files)
	return mux
}

func serve(addr, dir string, o *serveOptions) error {
	logger, err := server.NewLogger(os.Stderr, o.logFormat, o.logLevel)
	if err != nil {
		return err
	}
	h, err := NewHandler(dir)
	if err != nil {
		return err
	}
	h.writeTimeout = o.writeTimeout
	defer h.Close()
	var store *server.Store
	so := server.StoreOptions{Sync: o.storeSync, Replicas: o.replicas, MaxBytes: int64(o.storeMaxMB) << 20}
	if o.nats != "" {
		store, err = server.OpenURLWith(o.nats, so)
	} else {
		if err = os.MkdirAll(o.data, 0o700); err == nil {
			store, err = server.OpenEmbeddedWith(o.data, so)
		}
	}
	if err != nil {
		return fmt.Errorf("tables: %w", err)
	}
	defer store.Close()
	cfg := server.Config{Store: store, TrustProxy: o.trustProxy, PublicURL: o.publicURL, Index: h, Log: logger,
		HelloTimeout: o.helloTimeout, PreHelloPerAddr: o.preHelloPerAddr,
		WatchersPerTable: o.watchersPerTable, TableItems: o.tableItems}
	cfg.ICE, _ = o.iceServers()
	cfg.TURN, _ = o.turnConfig()
	cfg.VoiceRelay = o.voiceRelay
	for _, p := range strings.Split(o.origins, ",") {
		if p = strings.TrimSpace(p); p != "" {
			cfg.Origins = append(cfg.Origins, p)
		}
	}
	cfg.CreateRate, cfg.CreateBurst = perSecond(o.createPerMin, time.Minute)
	cfg.LoadRate, cfg.LoadBurst = perSecond(o.loadsPerMin, time.Minute)
	cfg.WriteRate, cfg.WriteBurst = perSecond(o.writeKBPerMin<<10, time.Minute)
	cfg.MsgRate, cfg.MsgBurst = perSecond(o.msgsPerSec, time.Second)
	cfg.MsgBurst *= 3
	tables, err := server.New(cfg)
	if err != nil {
		return fmt.Errorf("tables: %w", err)
	}
	defer tables.Close()

	budget, limit := server.FileBudget(o.fdReserve)
	if o.maxConns > 0 {
		budget = min(budget, o.maxConns)
	}
	lim := server.ListenLimits{Total: budget, PerAddr: o.connsPerAddr, ProxyExempt: o.trustProxy}
	errLog := slog.NewLogLogger(logger.Handler(), slog.LevelWarn)
	listen := func(a string) (net.Listener, error) {
		ln, err := net.Listen("tcp", a)
		if err != nil {
			return nil, err
		}
		return tables.Limit(ln, lim), nil
	}
	newServer := func(h http.Handler) *http.Server {
		return &http.Server{
			Handler:           server.LogRequests(logger, server.LimitBodies(h, int64(o.maxBody), tables)),
			ReadHeaderTimeout: o.headerTimeout,
			ReadTimeout:       o.readTimeout,
			WriteTimeout:      o.writeTimeout,
			IdleTimeout:       o.idleTimeout,
			MaxHeaderBytes:    o.maxHeader,
			ErrorLog:          errLog,
		}
	}
	if o.pprof != "" {
		go http.ListenAndServe(o.pprof, pprofMux())
	}
	var servers []*http.Server
	if o.metricsAddr != "" {
		ln, err := net.Listen("tcp", o.metricsAddr)
		if err != nil {
			return err
		}
		m := http.NewServeMux()
		m.Handle("GET /metrics", tables.MetricsHandler())
		m.HandleFunc("GET /healthz", tables.Healthz)
		m.HandleFunc("GET /readyz", tables.Readyz)
		ms := newServer(m)
		servers = append(servers, ms)
		go ms.Serve(ln)
	}
	ln, err := listen(addr)
	if err != nil {
		return err
	}
	srv := newServer(newMux(h, tables, o.metricsAddr == ""))
	servers = append(servers, srv)

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	drained := make(chan struct{})
	go func() {
		defer close(drained)
		<-ctx.Done()
		logger.Info("stopping: closing the table connections with 1012 (restart)")
		dctx, cancel := context.WithTimeout(context.Background(), o.drainTimeout)
		defer cancel()
		// The listeners close first (nothing new comes), then the
		// tables' sockets are told to reconnect elsewhere or later, the
		// requests under way finish, and the store is closed last.
		for _, s := range servers {
			go s.Shutdown(dctx)
		}
		if err := tables.Drain(dctx); err != nil {
			logger.Warn("stopping: table connections still open", "err", err)
		}
		for _, s := range servers {
			s.Shutdown(dctx)
		}
	}()
	where := "tables in " + o.data
	if o.nats != "" {
		where = "tables on NATS"
	}
	logger.Info("serving", "dir", dir, "tables", where, "addr", ln.Addr().String(),
		"max_conns", lim.Total, "open_file_limit", limit, "conns_per_addr", lim.PerAddr, "store_max_mb", o.storeMaxMB)
	if err := srv.Serve(ln); !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	<-drained
	logger.Info("stopped")
	return nil
}
