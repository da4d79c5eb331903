package server

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// Store keeps tables in NATS JetStream: one stream whose subject
// noddy.t.<id> is a table's log (the entries of log.go, oldest first),
// and a key-value bucket of expiry deadlines for the sweeper. Embedded
// (a nats-server inside this process, file storage under a folder) or an
// existing cluster by URL: the same code either way.
type Store struct {
	ns     *server.Server // nil with an external cluster
	nc     *nats.Conn
	js     jetstream.JetStream
	stream jetstream.Stream
	kv     jetstream.KeyValue
}

const (
	streamName  = "NODDY_TABLES"
	subjPrefix  = "noddy.t."
	expiryKV    = "noddy-expiry"
	probeSubj   = "noddy.probe"      // readiness's writes (they lapse after a minute)
	probeKey    = "probe"            // and the expiry bucket's (not a table id)
	tombstoneTL = 7 * 24 * time.Hour // how long "gone" is remembered in the log
)

// ErrConflict is an append refused because the table's log has moved on
// (another writer got there first): read the new entries and try again.
var ErrConflict = errors.New("table log moved on")

// OpenEmbedded starts a JetStream server inside the process with file
// storage under dir; it listens on no port.
func OpenEmbedded(dir string) (*Store, error) { return OpenEmbeddedSync(dir, 0) }

// OpenEmbeddedSync is OpenEmbedded with the store's files synced to disk
// every sync (0: NATS's default, 2 minutes).
func OpenEmbeddedSync(dir string, sync time.Duration) (*Store, error) {
	ns, err := server.NewServer(&server.Options{
		ServerName: "noddy-web", JetStream: true, StoreDir: dir,
		DontListen: true, NoSigs: true, NoLog: true, SyncInterval: sync,
	})
	if err != nil {
		return nil, err
	}
	go ns.Start()
	if !ns.ReadyForConnections(10 * time.Second) {
		ns.Shutdown()
		return nil, errors.New("embedded NATS did not start")
	}
	nc, err := nats.Connect("", nats.InProcessServer(ns), nats.MaxReconnects(-1))
	if err != nil {
		ns.Shutdown()
		return nil, err
	}
	s, err := open(nc, 1)
	if err != nil {
		nc.Close()
		ns.Shutdown()
		return nil, err
	}
	s.ns = ns
	return s, nil
}

// OpenURL uses an existing NATS (cluster) with JetStream; replicas is
// the stream's replication (1 to 5, at most the cluster's size).
func OpenURL(url string, replicas int) (*Store, error) {
	nc, err := nats.Connect(url, nats.Name("noddy-web"), nats.MaxReconnects(-1), nats.ReconnectWait(250*time.Millisecond))
	if err != nil {
		return nil, err
	}
	s, err := open(nc, replicas)
	if err != nil {
		nc.Close()
		return nil, err
	}
	return s, nil
}

func open(nc *nats.Conn, replicas int) (*Store, error) {
	js, err := jetstream.New(nc)
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	// A cluster that has just started may not have a JetStream leader
	// yet: try again until it has, for half a minute.
	for {
		st, err := js.CreateOrUpdateStream(ctx, jetstream.StreamConfig{
			Name: streamName, Subjects: []string{subjPrefix + "*", probeSubj},
			Storage: jetstream.FileStorage, Replicas: replicas,
			AllowDirect: true, AllowMsgTTL: true, MaxMsgSize: 64 << 10,
		})
		var kv jetstream.KeyValue
		if err == nil {
			kv, err = js.CreateOrUpdateKeyValue(ctx, jetstream.KeyValueConfig{
				Bucket: expiryKV, Storage: jetstream.FileStorage, Replicas: replicas, History: 1,
			})
		}
		if err == nil {
			return &Store{nc: nc, js: js, stream: st, kv: kv}, nil
		}
		select {
		case <-ctx.Done():
			return nil, fmt.Errorf("JetStream: %w", err)
		case <-time.After(250 * time.Millisecond):
		}
	}
}

// Embedded reports whether the store runs inside this process.
func (s *Store) Embedded() bool { return s.ns != nil }

// Close disconnects, and stops the embedded server (its files stay).
func (s *Store) Close() {
	s.nc.Close()
	if s.ns != nil {
		s.ns.Shutdown()
		s.ns.WaitForShutdown()
	}
}

// stored is one entry of a table's log with its stream sequence.
type stored struct {
	seq  uint64
	data []byte
}

// Append adds an entry to table id's log if its last entry is still
// last (0: the log must be empty), and returns the entry's sequence.
// A log that has moved on gives ErrConflict: this is how two server
// processes never both apply a move.
func (s *Store) Append(ctx context.Context, id string, data []byte, last uint64, opts ...jetstream.PublishOpt) (uint64, error) {
	opts = append(opts, jetstream.WithExpectLastSequencePerSubject(last))
	ack, err := s.js.Publish(ctx, subjPrefix+id, data, opts...)
	if err != nil {
		var api *jetstream.APIError
		if errors.As(err, &api) && (api.ErrorCode == jetstream.JSErrCodeStreamWrongLastSequence ||
			api.ErrorCode == jetstream.JSErrCodeStreamWrongLastSequenceConstant) {
			return 0, ErrConflict
		}
		return 0, err
	}
	return ack.Sequence, nil
}

// Read returns table id's entries after sequence after, oldest first.
func (s *Store) Read(ctx context.Context, id string, after uint64) ([]stored, error) {
	var out []stored
	for {
		m, err := s.stream.GetMsg(ctx, after+1, jetstream.WithGetMsgSubject(subjPrefix+id))
		if errors.Is(err, jetstream.ErrMsgNotFound) {
			return out, nil
		}
		if err != nil {
			return nil, err
		}
		out = append(out, stored{m.Sequence, m.Data})
		after = m.Sequence
	}
}

// Last returns table id's last entry, or ok false when it has none.
func (s *Store) Last(ctx context.Context, id string) (stored, bool, error) {
	m, err := s.stream.GetLastMsgForSubject(ctx, subjPrefix+id)
	if errors.Is(err, jetstream.ErrMsgNotFound) {
		return stored{}, false, nil
	}
	if err != nil {
		return stored{}, false, err
	}
	return stored{m.Sequence, m.Data}, true, nil
}

// Tombstone appends the entry that says table id has gone (if its log
// still ends at last), then drops everything before it. The tombstone
// itself lapses after a week; a table with no log is gone too.
func (s *Store) Tombstone(ctx context.Context, id string, data []byte, last uint64) error {
	seq, err := s.Append(ctx, id, data, last, jetstream.WithMsgTTL(tombstoneTL))
	if err != nil {
		return err
	}
	if err := s.stream.Purge(ctx, jetstream.WithPurgeSubject(subjPrefix+id), jetstream.WithPurgeSequence(seq)); err != nil {
		return err
	}
	return s.kv.Delete(ctx, id)
}

// Follow calls f for every entry appended to any table from now on, in
// the stream's order, until ctx ends: how an entry written by another
// server process reaches the clients of this one.
func (s *Store) Follow(ctx context.Context, f func(id string, seq uint64, data []byte)) error {
	c, err := s.stream.OrderedConsumer(ctx, jetstream.OrderedConsumerConfig{
		FilterSubjects: []string{subjPrefix + "*"}, DeliverPolicy: jetstream.DeliverNewPolicy,
	})
	if err != nil {
		return err
	}
	cc, err := c.Consume(func(m jetstream.Msg) {
		md, err := m.Metadata()
		if err != nil {
			return
		}
		f(m.Subject()[len(subjPrefix):], md.Sequence.Stream, m.Data())
	})
	if err != nil {
		return err
	}
	go func() {
		<-ctx.Done()
		cc.Stop()
	}()
	return nil
}

// signalPrefix is the core NATS subject of a table's voice signals: sent
// to every server process at once and never stored.
const signalPrefix = "noddy.v."

// Signal sends a voice signal of table id to every server process.
func (s *Store) Signal(id string, data []byte) error {
	return s.nc.Publish(signalPrefix+id, data)
}

// FollowSignals calls f for every voice signal any process sends, until
// ctx ends.
func (s *Store) FollowSignals(ctx context.Context, f func(id string, data []byte)) error {
	sub, err := s.nc.Subscribe(signalPrefix+"*", func(m *nats.Msg) {
		f(m.Subject[len(signalPrefix):], m.Data)
	})
	if err != nil {
		return err
	}
	go func() {
		<-ctx.Done()
		sub.Unsubscribe()
	}()
	return nil
}

// Probe writes to the tables' stream and to the expiry bucket: an error
// when either does not take a write before ctx ends.
func (s *Store) Probe(ctx context.Context) error {
	now := []byte(strconv.FormatInt(time.Now().UnixMilli(), 10))
	if _, err := s.js.Publish(ctx, probeSubj, now, jetstream.WithMsgTTL(time.Minute)); err != nil {
		return fmt.Errorf("tables stream: %w", err)
	}
	if _, err := s.kv.Put(ctx, probeKey, now); err != nil {
		return fmt.Errorf("expiry bucket: %w", err)
	}
	return nil
}

// SetExpiry records when table id expires, for the sweeper.
func (s *Store) SetExpiry(ctx context.Context, id string, at time.Time) error {
	_, err := s.kv.Put(ctx, id, []byte(strconv.FormatInt(at.UnixMilli(), 10)))
	return err
}

// WatchExpiry calls f with every table's recorded expiry, then with each
// change (zero time: deleted), until ctx ends; ready is called once the
// recorded ones have all been seen.
func (s *Store) WatchExpiry(ctx context.Context, f func(id string, at time.Time), ready func()) error {
	w, err := s.kv.WatchAll(ctx)
	if err != nil {
		return err
	}
	go func() {
		defer w.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case e, ok := <-w.Updates():
				if !ok {
					return
				}
				if e == nil {
					ready()
					continue
				}
				if e.Operation() != jetstream.KeyValuePut {
					f(e.Key(), time.Time{})
					continue
				}
				ms, err := strconv.ParseInt(string(e.Value()), 10, 64)
				if err == nil {
					f(e.Key(), time.UnixMilli(ms))
				}
			}
		}
	}()
	return nil
}
