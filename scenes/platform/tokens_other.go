//go:build !js

package platform

import (
	"os"
	"path/filepath"
	"strings"
	"time"

	"noddy/client"
)

// FileTokens keeps each table's token in a file of its own in Dir,
// written through a temporary file so a crash never leaves half of one.
// Tokens older than a month are cleared as new ones are kept: every table
// has gone by then.
type FileTokens struct{ Dir string }

// tokens is the seats' token store: files under
// <os.UserConfigDir>/noddy/seats (in memory when there is no such
// folder).
func tokens() client.Tokens {
	dir, err := os.UserConfigDir()
	if err != nil {
		return &client.MemTokens{}
	}
	return &FileTokens{Dir: filepath.Join(dir, "noddy", "seats")}
}

// Token implements client.Tokens ("" when none is kept).
func (f *FileTokens) Token(table string) string {
	if !client.ValidID(table) {
		return ""
	}
	b, err := os.ReadFile(filepath.Join(f.Dir, table))
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(b))
}

// SetToken implements client.Tokens; a token that cannot be kept is kept for
// this run only (the seat's connection holds it).
func (f *FileTokens) SetToken(table, token string) {
	if !client.ValidID(table) {
		return
	}
	if err := os.MkdirAll(f.Dir, 0o700); err != nil {
		return
	}
	path := filepath.Join(f.Dir, table)
	tmp := path + ".tmp"
	if os.WriteFile(tmp, []byte(token+"\n"), 0o600) == nil {
		os.Rename(tmp, path)
	}
	f.prune(table)
}

func (f *FileTokens) prune(keep string) {
	ents, err := os.ReadDir(f.Dir)
	if err != nil {
		return
	}
	old := time.Now().Add(-30 * 24 * time.Hour)
	for _, e := range ents {
		if info, err := e.Info(); err == nil && e.Name() != keep && info.Mode().IsRegular() && info.ModTime().Before(old) {
			os.Remove(filepath.Join(f.Dir, e.Name()))
		}
	}
}
