package client

import (
	"context"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"sync"

	"noddy/protocol"
)

// CreateRequest is what a new table is made of: the game of the family
// (the engine's name), its players (0: the game's default) and options.
type CreateRequest struct {
	Game    string   `json:"game"`
	Players int      `json:"players"`
	Options []string `json:"options"`
	Voice   bool     `json:"voice"` // the seats may talk (issue 11)
}

// Created is what creating a table gives: its id and link, and its state.
type Created struct {
	V     int                  `json:"v"`
	ID    string               `json:"id"`
	Link  string               `json:"link"`
	Table *protocol.TableState `json:"table"`
}

// ErrNoServer is a create that reached no table server (a static host, or
// the server is not running).
var ErrNoServer = errors.New("no table server answered")

// createError reads a refused create's body: {"error","message"}.
func createError(status int, body []byte) error {
	var e struct{ Message string }
	json.Unmarshal(body, &e)
	if e.Message == "" {
		e.Message = fmt.Sprintf("the server answered %d", status)
	}
	return fmt.Errorf("creating a table: %s", e.Message)
}

// decodeCreated reads a create's answer (201).
func decodeCreated(status int, body []byte) (Created, error) {
	if status != 201 {
		return Created{}, createError(status, body)
	}
	var c Created
	if err := json.Unmarshal(body, &c); err != nil || c.ID == "" {
		return Created{}, fmt.Errorf("creating a table: the server's answer does not read: %v", err)
	}
	return c, nil
}

func createURL(base string) string { return strings.TrimRight(base, "/") + "/api/tables" }

// Pending is an answer still to come (a create over HTTP): Poll says once
// it has.
type Pending[T any] struct {
	mu   sync.Mutex
	done bool
	val  T
	err  error
}

func (p *Pending[T]) finish(v T, err error) {
	p.mu.Lock()
	p.val, p.err, p.done = v, err, true
	p.mu.Unlock()
}

// Poll returns the answer and true once it has come.
func (p *Pending[T]) Poll() (T, error, bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.val, p.err, p.done
}

// CreateAsync asks the server at base for a new table; the answer comes
// to the Pending (the platform's HTTP: net/http, or the browser's fetch).
func CreateAsync(base string, req CreateRequest) *Pending[Created] {
	p := &Pending[Created]{}
	body, _ := json.Marshal(req)
	post(createURL(base), body, func(status int, b []byte, err error) {
		if err != nil {
			p.finish(Created{}, fmt.Errorf("%w at %s: %v", ErrNoServer, base, err))
			return
		}
		c, err := decodeCreated(status, b)
		p.finish(c, err)
	})
	return p
}

// NewID is an intent's id: 96 random bits, so a retried intent is known
// again and applied once. An id is no secret (the server keeps a seat's
// recent ones only to apply each once), so math/rand's generator, seeded
// by the runtime from the system's entropy, serves: crypto/rand would
// bring the FIPS module's ciphers into the browser build (about 60 KB
// gzip).
func NewID() string {
	var b [12]byte
	binary.LittleEndian.PutUint64(b[:8], rand.Uint64())
	binary.LittleEndian.PutUint32(b[8:], rand.Uint32())
	return base64.RawURLEncoding.EncodeToString(b[:])
}

// Create makes a table on the server at base and waits for the answer
// (the programs' and the tests' way; the game uses CreateAsync). In the
// browser it must not be called from a JS callback.
func Create(ctx context.Context, base string, req CreateRequest) (Created, error) {
	type answer struct {
		status int
		b      []byte
		err    error
	}
	body, _ := json.Marshal(req)
	ch := make(chan answer, 1)
	post(createURL(base), body, func(status int, b []byte, err error) { ch <- answer{status, b, err} })
	select {
	case a := <-ch:
		if a.err != nil {
			return Created{}, a.err
		}
		return decodeCreated(a.status, a.b)
	case <-ctx.Done():
		return Created{}, ctx.Err()
	}
}
