package server

import (
	"net/http"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"noddy/protocol"
)

// Metrics, for a host's Prometheus (docs/HOSTING.md): the library is the
// format's own (github.com/prometheus/client_golang), which keeps the
// exposition format, histogram buckets and the process's own figures
// (memory, descriptors in use and the limit) right without code of ours.
type metrics struct {
	reg      *prometheus.Registry
	sockets  *prometheus.GaugeVec
	intents  *prometheus.CounterVec
	errors   *prometheus.CounterVec
	refusals *prometheus.CounterVec
	latency  prometheus.Histogram
	store    *prometheus.HistogramVec
	conns    prometheus.Gauge
}

// Limits' names in noddy_refusals_total{limit}.
const (
	limConnTotal  = "conn-total"   // every connection the server may hold
	limConnAddr   = "conn-address" // one address's connections
	limPreHello   = "pre-hello"    // one address's WebSockets that have not said hello
	limHelloTime  = "hello-time"   // no hello in time
	limMsgRate    = "msg-rate"     // a seat's or a connection's messages
	limHelloRate  = "hello-rate"   // a seat taken again too often
	limWatchers   = "watchers"     // a table's watchers
	limCreateRate = "create-rate"  // tables created from one address
	limLoadRate   = "load-rate"    // tables loaded for one address
	limWriteRate  = "write-rate"   // entries written for one address
	limCrossSite  = "cross-site"   // a create from another site's page
	limBody       = "body-size"    // a request body too large
	limFrame      = "frame-size"   // a WebSocket frame too large
	limQueue      = "slow-reader"  // a client that does not read what it is sent
	limStoreFull  = "store-full"   // the store short of room (a new table, chat, names, again) or at its cap (any entry)
)

func newMetrics(s *Server) *metrics {
	m := &metrics{
		reg: prometheus.NewRegistry(),
		sockets: prometheus.NewGaugeVec(prometheus.GaugeOpts{
			Name: "noddy_sockets", Help: "Open table WebSockets by who holds them: hello (not yet said), seat, watcher.",
		}, []string{"as"}),
		intents: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "noddy_intents_total", Help: "Intents applied, by type (act, chat, name, ready, again, allow, signal).",
		}, []string{"type"}),
		errors: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "noddy_errors_total", Help: "Error messages sent to clients, by protocol code (docs/PROTOCOL.md).",
		}, []string{"code"}),
		refusals: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "noddy_refusals_total", Help: "Connections, requests and messages refused or closed by a limit, by limit.",
		}, []string{"limit"}),
		latency: prometheus.NewHistogram(prometheus.HistogramOpts{
			Name: "noddy_intent_seconds", Help: "From an intent read to its items sent to the table's connections (applied intents).",
			Buckets: prometheus.ExponentialBuckets(0.0005, 2, 14),
		}),
		store: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name: "noddy_store_seconds", Help: "The table store's round trips, by operation (append, read, probe).",
			Buckets: prometheus.ExponentialBuckets(0.0005, 2, 14),
		}, []string{"op"}),
		conns: prometheus.NewGauge(prometheus.GaugeOpts{
			Name: "noddy_connections", Help: "Open TCP connections the listener holds (HTTP and WebSocket).",
		}),
	}
	for _, as := range []string{"hello", "seat", "watcher"} {
		m.sockets.WithLabelValues(as)
	}
	for _, l := range []string{limConnTotal, limConnAddr, limPreHello, limHelloTime, limMsgRate, limHelloRate,
		limWatchers, limCreateRate, limLoadRate, limWriteRate, limCrossSite, limBody, limFrame, limQueue, limStoreFull} {
		m.refusals.WithLabelValues(l)
	}
	for _, op := range []string{"append", "read", "probe"} {
		m.store.WithLabelValues(op)
	}
	tables := prometheus.NewDesc("noddy_tables", "Tables this process holds in memory, by status (waiting, playing, over).", []string{"status"}, nil)
	ready := prometheus.NewDesc("noddy_ready", "1 when the store answers and the server accepts connections (/readyz).", nil, nil)
	storeBytes := prometheus.NewDesc("noddy_store_bytes", "The tables' stream's bytes: JetStream's count, read with the readiness probe, and what this process appended since.", nil, nil)
	storeMax := prometheus.NewDesc("noddy_store_max_bytes", "The tables' stream's cap (-store-max; 0: none). New tables stop at nine tenths of it.", nil, nil)
	m.reg.MustRegister(m.sockets, m.intents, m.errors, m.refusals, m.latency, m.store, m.conns,
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}),
		collectorFunc{[]*prometheus.Desc{tables, ready, storeBytes, storeMax}, func(ch chan<- prometheus.Metric) {
			for st, n := range s.tableCounts() {
				ch <- prometheus.MustNewConstMetric(tables, prometheus.GaugeValue, float64(n), st)
			}
			v := 0.0
			if s.ready() == nil {
				v = 1
			}
			ch <- prometheus.MustNewConstMetric(ready, prometheus.GaugeValue, v)
			ch <- prometheus.MustNewConstMetric(storeBytes, prometheus.GaugeValue, float64(s.storeUsed()))
			ch <- prometheus.MustNewConstMetric(storeMax, prometheus.GaugeValue, float64(s.store.MaxBytes()))
		}})
	return m
}

// collectorFunc is a prometheus.Collector of values read at scrape time.
type collectorFunc struct {
	descs   []*prometheus.Desc
	collect func(chan<- prometheus.Metric)
}

func (c collectorFunc) Describe(ch chan<- *prometheus.Desc) {
	for _, d := range c.descs {
		ch <- d
	}
}

func (c collectorFunc) Collect(ch chan<- prometheus.Metric) { c.collect(ch) }

// tableCounts is the tables held here by status.
func (s *Server) tableCounts() map[string]int {
	out := map[string]int{protocol.StatusWaiting: 0, protocol.StatusPlaying: 0, protocol.StatusOver: 0}
	s.mu.Lock()
	ts := make([]*table, 0, len(s.tables))
	for _, t := range s.tables {
		ts = append(ts, t)
	}
	s.mu.Unlock()
	for _, t := range ts {
		t.mu.Lock()
		if !t.loading && t.st.created && !t.st.gone {
			out[t.st.status()]++
		}
		t.mu.Unlock()
	}
	return out
}

// PrivateOnly serves h to loopback and private addresses only (a
// Prometheus on this host or its network), and answers 404 to the rest:
// the metrics cost a request some 0.5 ms of CPU, and 4,000 a second asked
// for and dropped unread held every table's moves 70 ms behind (p50).
func PrivateOnly(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !fromProxy(hostOf(r.RemoteAddr)) {
			http.NotFound(w, r)
			return
		}
		h.ServeHTTP(w, r)
	})
}

// MetricsHandler serves the server's metrics in Prometheus's format.
func (s *Server) MetricsHandler() http.Handler {
	return promhttp.HandlerFor(s.m.reg, promhttp.HandlerOpts{})
}

// Registry is where the metrics are kept (a host's program may add its own).
func (s *Server) Registry() *prometheus.Registry { return s.m.reg }

func (s *Server) refused(limit string) { s.m.refusals.WithLabelValues(limit).Inc() }

func (s *Server) storeTime(op string, start time.Time) {
	s.m.store.WithLabelValues(op).Observe(time.Since(start).Seconds())
}
