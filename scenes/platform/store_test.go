//go:build !js

package platform

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"noddy/ui/record"
	"noddy/ui/shell"
)

func TestFileStoreRoundTrip(t *testing.T) {
	fs := &FileStore{Path: filepath.Join(t.TempDir(), "noddy", "settings.txt")}
	s, err := fs.Load()
	if err != nil || s != shell.DefaultSettings() {
		t.Fatalf("missing file: %+v, %v; want the defaults", s, err)
	}
	want := shell.Settings{HighContrast: true, BigText: true, Muted: true, Speed: "instant", Level: shell.DefaultSettings().Level}
	if err := fs.Save(want); err != nil {
		t.Fatal(err)
	}
	if got, err := fs.Load(); err != nil || got != want {
		t.Fatalf("loaded %+v, %v; want %+v", got, err, want)
	}
	// A corrupt or stale file gives the defaults (and the error), never a
	// broken table.
	if err := os.WriteFile(fs.Path, []byte("speed=fast\nbigText=maybe\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if got, err := fs.Load(); err == nil || got != shell.DefaultSettings() {
		t.Fatalf("corrupt file: %+v, %v", got, err)
	}
	if err := os.WriteFile(fs.Path, []byte("speed=warp\nlevel=nobody\nfourColour=true\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if got, err := fs.Load(); err != nil || got.Speed != "normal" || got.Level != shell.DefaultSettings().Level || !got.FourColour {
		t.Fatalf("stale file: %+v, %v", got, err)
	}
}

// The record file: a missing one is a new record; saved and loaded the
// same; a corrupt or newer one is set aside beside the new one, kept byte
// for byte, with the reason; Reset keeps the old record aside too.
func TestFileRecordStore(t *testing.T) {
	dir := t.TempDir()
	st := &FileRecordStore{Path: filepath.Join(dir, "noddy", "record.json")}
	r, aside, err := st.Load()
	if err != nil || aside != "" || len(r.Tallies) != 0 {
		t.Fatalf("missing: %v %q %v", r, aside, err)
	}
	r.Recent = append(r.Recent, record.Result{Game: "noddy", Level: "easy", Won: true, Mine: 31, Best: 20, When: 1})
	if err := st.Save(r); err != nil {
		t.Fatal(err)
	}
	if back, _, err := st.Load(); err != nil || len(back.Recent) != 1 {
		t.Fatalf("saved and loaded: %+v %v", back, err)
	}
	for i, bad := range []string{"{not json", `{"version":7,"tallies":[]}`} {
		os.WriteFile(st.Path, []byte(bad), 0o644)
		r, aside, err := st.Load()
		var re *record.RecordError
		want := st.Path + ".unreadable-" + string(rune('1'+i))
		if !errors.As(err, &re) || aside != want || len(r.Tallies)+len(r.Recent) != 0 {
			t.Fatalf("%q: %v %q", bad, err, aside)
		}
		if kept, _ := os.ReadFile(aside); string(kept) != bad {
			t.Fatalf("the set-aside file is %q", kept)
		}
	}
	st.Save(record.NewRecord())
	if aside, err := st.Reset(); err != nil || aside != "" {
		t.Fatalf("reset of an empty record: %q %v", aside, err)
	}
	if _, err := os.Stat(st.Path + ".reset-1"); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("an empty record was kept aside: %v", err)
	}
	st.Save(r)
	if aside, err := st.Reset(); err != nil || aside != st.Path+".reset-1" {
		t.Fatalf("reset: %q %v", aside, err)
	}
}
