//go:build js

package platform

import (
	"syscall/js"

	"noddy/ui/shell"
)

// LocalStore keeps settings in the browser's localStorage, in the form ui.Settings.Encode writes.
type LocalStore struct{ Key string }

// settingsStore is the settings store: localStorage in a
// browser (in memory when the page forbids storage).
func settingsStore() shell.Store {
	ls := js.Global().Get("localStorage")
	if ls.IsUndefined() || ls.IsNull() {
		return &shell.MemStore{S: shell.DefaultSettings()}
	}
	return &LocalStore{Key: "noddy.settings"}
}

// Load implements ui.Store.
func (l *LocalStore) Load() (s shell.Settings, err error) {
	defer func() {
		if recover() != nil { // storage denied (private mode): defaults
			s, err = shell.DefaultSettings(), nil
		}
	}()
	v := js.Global().Get("localStorage").Call("getItem", l.Key)
	if v.IsNull() || v.IsUndefined() {
		return shell.DefaultSettings(), nil
	}
	return shell.DecodeSettings([]byte(v.String()))
}

// Save implements ui.Store.
func (l *LocalStore) Save(s shell.Settings) (err error) {
	b := s.Encode()
	defer func() {
		if recover() != nil {
			err = errStorage
		}
	}()
	js.Global().Get("localStorage").Call("setItem", l.Key, string(b))
	return nil
}

// errStorage: the page may not store (private browsing, storage full).
var errStorage = errorString("settings could not be stored")

type errorString string

func (e errorString) Error() string { return string(e) }
