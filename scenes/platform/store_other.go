//go:build !js

package platform

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"

	"noddy/ui/shell"
)

// FileStore keeps settings in a file, one "name=value" line each (by default
// <os.UserConfigDir>/noddy/settings.txt).
type FileStore struct{ Path string }

// settingsStore is the settings store: a file under
// os.UserConfigDir on the desktop. With no config directory it keeps the
// settings in memory.
func settingsStore() shell.Store {
	dir, err := os.UserConfigDir()
	if err != nil {
		return &shell.MemStore{S: shell.DefaultSettings()}
	}
	return &FileStore{Path: filepath.Join(dir, "noddy", "settings.txt")}
}

// Load implements ui.Store; a missing file gives the defaults and no
// error.
func (f *FileStore) Load() (shell.Settings, error) {
	b, err := os.ReadFile(f.Path)
	if errors.Is(err, fs.ErrNotExist) {
		return shell.DefaultSettings(), nil
	}
	if err != nil {
		return shell.DefaultSettings(), err
	}
	return shell.DecodeSettings(b)
}

// Save implements ui.Store, writing through a temporary file so that a
// crash never leaves half a file.
func (f *FileStore) Save(s shell.Settings) error {
	return writeFile(f.Path, s.Encode())
}

// writeFile writes b to path through a temporary file renamed into place,
// so that a crash never leaves half a file, making the folder if need be.
func writeFile(path string, b []byte) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, b, 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}
