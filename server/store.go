package server

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync/atomic"
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
	max    int64 // the tables' stream's cap in bytes (0: none)
	// since is about how many bytes this process's appends have added
	// since Used last read the stream's count.
	since atomic.Uint64
}

// StoreOptions are a store's settings; each zero value is a default.
type StoreOptions struct {
	// Sync, embedded: how often the files are synced to disk (NATS's
	// default, 2 minutes).
	Sync time.Duration
	// Replicas, on a cluster: the stream's replication (1 to 5, at most
	// the cluster's size; 1).
	Replicas int
	// MaxBytes caps the tables' stream (0: no cap): past it JetStream
	// takes no more entries (DiscardNew: nothing stored is ever dropped
	// for room) and an append gives ErrFull until tables expire.
	MaxBytes int64
}

const (
	streamName = "NODDY_TABLES"
	subjPrefix = "noddy.t."
	expiryKV   = "noddy-expiry"
	probeSubj  = "noddy.probe" // readiness's writes (they lapse after a minute)
	probeKey   = "probe"       // and the expiry bucket's (not a table id)
	// tombstoneTL is how long "gone" is kept in a table's log: every
	// process holding the table reads it from the stream at once, or
	// when its next append finds the log moved on; a table with no log
	// is gone too. It was a week, and took the room a table nobody
	// joined had taken (195 bytes of 230) for the week after it went.
	tombstoneTL = time.Hour
	// markerTL is how long the expiry bucket keeps the marker of a table
	// it has forgotten (for its watchers): without one, each table ever
	// made left 104 bytes there for good.
	markerTL = time.Hour
)

// ErrConflict is an append refused because the table's log has moved on
// (another writer got there first): read the new entries and try again.
var ErrConflict = errors.New("table log moved on")

// ErrFull is an append refused for want of room: the stream has reached
// its cap (StoreOptions.MaxBytes), or JetStream the storage it may use.
// Nothing was written.
var ErrFull = errors.New("the table store is full")

// JetStream's error codes for a write refused for want of room: a stream
// at its byte cap under DiscardNew (10077, "maximum bytes exceeded"),
// and the server's or the account's storage used up.
const (
	jsStoreFailed     = 10077 // JSStreamStoreFailedF: "{err}"
	jsInsufficient    = 10023 // JSInsufficientResourcesErr
	jsStorageExceeded = 10047 // JSStorageResourcesExceededErr
	jsAccountExceeded = 10002 // JSAccountResourcesExceededErr
	jsMaxBytesSaid    = "maximum bytes exceeded"
)

// isFull reports whether err is JetStream refusing a write for want of room.
func isFull(err error) bool {
	var api *jetstream.APIError
	if !errors.As(err, &api) {
		return false
	}
	switch api.ErrorCode {
	case jsStoreFailed:
		return strings.Contains(api.Description, jsMaxBytesSaid)
	case jsInsufficient, jsStorageExceeded, jsAccountExceeded:
		return true
	}
	return false
}

// OpenEmbedded starts a JetStream server inside the process with file
// storage under dir; it listens on no port.
func OpenEmbedded(dir string) (*Store, error) { return OpenEmbeddedWith(dir, StoreOptions{}) }

// OpenEmbeddedWith is OpenEmbedded with o (its Replicas is 1).
func OpenEmbeddedWith(dir string, o StoreOptions) (*Store, error) {
	ns, err := server.NewServer(&server.Options{
		ServerName: "noddy-web", JetStream: true, StoreDir: dir,
		DontListen: true, NoSigs: true, NoLog: true, SyncInterval: o.Sync,
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
	o.Replicas = 1
	s, err := open(nc, o)
	if err != nil {
		nc.Close()
		ns.Shutdown()
		return nil, err
	}
	s.ns = ns
	return s, nil
}

// OpenURLWith uses an existing NATS (cluster) with JetStream, with o
// (its Sync is the cluster's own).
func OpenURLWith(url string, o StoreOptions) (*Store, error) {
	nc, err := nats.Connect(url, nats.Name("noddy-web"), nats.MaxReconnects(-1), nats.ReconnectWait(250*time.Millisecond))
	if err != nil {
		return nil, err
	}
	s, err := open(nc, o)
	if err != nil {
		nc.Close()
		return nil, err
	}
	return s, nil
}

func open(nc *nats.Conn, o StoreOptions) (*Store, error) {
	js, err := jetstream.New(nc)
	if err != nil {
		return nil, err
	}
	if o.Replicas == 0 {
		o.Replicas = 1
	}
	// The cap is JetStream's own (MaxBytes), with DiscardNew: at the cap
	// a write is refused, where DiscardOld would make room by deleting the
	// oldest entries, other people's tables' moves. A store made before
	// the cap existed takes it here too (an update never deletes).
	maxBytes := int64(-1)
	if o.MaxBytes > 0 {
		maxBytes = o.MaxBytes
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	// A cluster that has just started may not have a JetStream leader
	// yet: try again until it has, for half a minute.
	for {
		st, err := js.CreateOrUpdateStream(ctx, jetstream.StreamConfig{
			Name: streamName, Subjects: []string{subjPrefix + "*", probeSubj},
			Storage: jetstream.FileStorage, Replicas: o.Replicas,
			AllowDirect: true, AllowMsgTTL: true, MaxMsgSize: 64 << 10,
			MaxBytes: maxBytes, Discard: jetstream.DiscardNew,
		})
		var api *jetstream.APIError
		if errors.As(err, &api) && api.ErrorCode == jsStorageExceeded {
			// JetStream takes at most 3/4 of the disk's free space, and a
			// stream's cap is set aside from it whole.
			return nil, fmt.Errorf("JetStream: a cap of %d MB is more than the store may use here (three quarters of the disk's free space): %w", o.MaxBytes>>20, err)
		}
		var kv jetstream.KeyValue
		if err == nil {
			kv, err = js.CreateOrUpdateKeyValue(ctx, jetstream.KeyValueConfig{
				Bucket: expiryKV, Storage: jetstream.FileStorage, Replicas: o.Replicas, History: 1,
				LimitMarkerTTL: markerTL, // lets a purge's marker lapse (forget)
			})
		}
		if err == nil {
			return &Store{nc: nc, js: js, stream: st, kv: kv, max: max(o.MaxBytes, 0)}, nil
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
		if isFull(err) {
			return 0, fmt.Errorf("%w: %v", ErrFull, err)
		}
		return 0, err
	}
	s.since.Add(uint64(len(data) + msgOverhead))
	return ack.Sequence, nil
}

// msgOverhead is a little over what JetStream counts for an entry
// besides its data: its subject, the expected-last header, sequence, time
// and checksum (116 to 118 bytes measured).
const msgOverhead = 128

// MaxBytes is the tables' stream's cap (0: none).
func (s *Store) MaxBytes() int64 { return s.max }

// Used is how many bytes the tables' stream holds, by JetStream's own
// count (what its cap is checked against).
func (s *Store) Used(ctx context.Context) (uint64, error) {
	since := s.since.Load()
	info, err := s.stream.Info(ctx)
	if err != nil {
		return 0, err
	}
	s.since.Add(-since)
	return info.State.Bytes, nil
}

// Since is about how many bytes this process's appends have added since
// Used last read the stream's count.
func (s *Store) Since() uint64 { return s.since.Load() }

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
// still ends at last), then drops everything before it, and forgets its
// expiry. The tombstone itself lapses after tombstoneTL; a table with no
// log is gone too.
//
// A store at its cap has no room for the tombstone, and would never have
// any if expired tables could not go: then the table's entries up to
// last go first (a log without its create is a table gone), and the
// tombstone is appended to the empty log in the room they leave. An
// entry another writer appended after last, in the moment between,
// stays, and the table is gone all the same.
func (s *Store) Tombstone(ctx context.Context, id string, data []byte, last uint64) error {
	seq, err := s.Append(ctx, id, data, last, jetstream.WithMsgTTL(tombstoneTL))
	if errors.Is(err, ErrFull) {
		err = s.stream.Purge(ctx, jetstream.WithPurgeSubject(subjPrefix+id), jetstream.WithPurgeSequence(last+1))
		if err != nil {
			return err
		}
		if seq, err = s.Append(ctx, id, data, 0, jetstream.WithMsgTTL(tombstoneTL)); err != nil {
			return s.forget(ctx, id)
		}
	}
	if err != nil {
		return err
	}
	if err := s.stream.Purge(ctx, jetstream.WithPurgeSubject(subjPrefix+id), jetstream.WithPurgeSequence(seq)); err != nil {
		return err
	}
	return s.forget(ctx, id)
}

// forget removes table id's expiry from the bucket: its watchers are told
// (a purge), and the purge's marker lapses after markerTL.
func (s *Store) forget(ctx context.Context, id string) error {
	return s.kv.Purge(ctx, id, jetstream.PurgeTTL(markerTL))
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
// when either does not answer a write before ctx ends. A stream at its
// cap answers, refusing (ErrFull is no error here): its room is the
// server's to say (room.go), and sending the players to another server of
// the same store would not give it more.
func (s *Store) Probe(ctx context.Context) error {
	now := []byte(strconv.FormatInt(time.Now().UnixMilli(), 10))
	if _, err := s.js.Publish(ctx, probeSubj, now, jetstream.WithMsgTTL(time.Minute)); err != nil && !isFull(err) {
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
