//go:build !js

package platform

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"noddy/ui/record"
)

// FileRecordStore keeps the record in a JSON file (by default
// <os.UserConfigDir>/noddy/record.json, beside the settings; the format is
// docs/RECORD.md). A file it cannot read is renamed aside, never
// overwritten, and a new record started.
type FileRecordStore struct{ Path string }

// recordStore is the platform's record store: a file on the
// desktop, in memory when there is no config directory.
func recordStore() record.RecordStore {
	dir, err := os.UserConfigDir()
	if err != nil {
		return &record.MemRecordStore{}
	}
	return &FileRecordStore{Path: filepath.Join(dir, "noddy", "record.json")}
}

// Load implements ui.RecordStore.
func (f *FileRecordStore) Load() (*record.Record, string, error) {
	b, err := os.ReadFile(f.Path)
	if errors.Is(err, fs.ErrNotExist) {
		return record.NewRecord(), "", nil
	}
	if err != nil {
		return record.NewRecord(), "", err
	}
	r, derr := record.DecodeRecord(b)
	if derr == nil {
		return r, "", nil
	}
	aside, err := f.setAside("unreadable")
	if err != nil {
		return record.NewRecord(), "", fmt.Errorf("%v; and it could not be set aside: %w", derr, err)
	}
	return record.NewRecord(), aside, derr
}

// Save implements ui.RecordStore, through a temporary file so that a
// crash never leaves half a record.
func (f *FileRecordStore) Save(r *record.Record) error { return writeFile(f.Path, r.Encode()) }

// Reset implements ui.RecordStore: the record is kept aside as
// record.json.reset-N, then a new one saved; an empty record is not kept
// (each reset of one added a file).
func (f *FileRecordStore) Reset() (string, error) {
	aside := ""
	if b, err := os.ReadFile(f.Path); err == nil && !emptyRecord(b) {
		if aside, err = f.setAside("reset"); err != nil {
			return "", err
		}
	}
	return aside, f.Save(record.NewRecord())
}

// setAside renames the file to the first free path.<why>-N.
func (f *FileRecordStore) setAside(why string) (string, error) {
	for n := 1; n < 1000; n++ {
		p := fmt.Sprintf("%s.%s-%d", f.Path, why, n)
		if _, err := os.Stat(p); errors.Is(err, fs.ErrNotExist) {
			return p, os.Rename(f.Path, p)
		}
	}
	return "", errors.New("too many records set aside")
}
