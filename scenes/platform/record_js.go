//go:build js

package platform

import (
	"fmt"
	"syscall/js"

	"noddy/ui/record"
)

// LocalRecordStore keeps the record in the browser's localStorage under
// Key; a value it cannot read is moved to Key.<why>-N, never overwritten.
type LocalRecordStore struct{ Key string }

// recordStore is the platform's record store: localStorage in
// a browser (in memory when the page forbids storage).
func recordStore() record.RecordStore {
	ls := js.Global().Get("localStorage")
	if ls.IsUndefined() || ls.IsNull() {
		return &record.MemRecordStore{}
	}
	return &LocalRecordStore{Key: "noddy.record"}
}

func (l *LocalRecordStore) item(key string) (s string, ok bool) {
	defer func() {
		if recover() != nil {
			s, ok = "", false
		}
	}()
	v := js.Global().Get("localStorage").Call("getItem", key)
	if v.IsNull() || v.IsUndefined() {
		return "", false
	}
	return v.String(), true
}

func (l *LocalRecordStore) set(key, val string) (err error) {
	defer func() {
		if recover() != nil {
			err = errStorage
		}
	}()
	js.Global().Get("localStorage").Call("setItem", key, val)
	return nil
}

// Load implements ui.RecordStore.
func (l *LocalRecordStore) Load() (*record.Record, string, error) {
	s, ok := l.item(l.Key)
	if !ok {
		return record.NewRecord(), "", nil
	}
	r, derr := record.DecodeRecord([]byte(s))
	if derr == nil {
		return r, "", nil
	}
	aside, err := l.setAside("unreadable", s)
	if err != nil {
		return record.NewRecord(), "", fmt.Errorf("%v; and it could not be set aside: %w", derr, err)
	}
	return record.NewRecord(), aside, derr
}

// Save implements ui.RecordStore.
func (l *LocalRecordStore) Save(r *record.Record) error { return l.set(l.Key, string(r.Encode())) }

// Reset implements ui.RecordStore.
func (l *LocalRecordStore) Reset() (string, error) {
	aside := ""
	if s, ok := l.item(l.Key); ok && !emptyRecord([]byte(s)) {
		var err error
		if aside, err = l.setAside("reset", s); err != nil {
			return "", err
		}
	}
	return aside, l.Save(record.NewRecord())
}

func (l *LocalRecordStore) setAside(why, val string) (string, error) {
	for n := 1; n < 1000; n++ {
		k := fmt.Sprintf("%s.%s-%d", l.Key, why, n)
		if _, taken := l.item(k); !taken {
			return k, l.set(k, val)
		}
	}
	return "", fmt.Errorf("too many records set aside")
}
